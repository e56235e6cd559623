import AddIcon from '@mui/icons-material/Add';
import { Box, type SxProps, type Theme, useMediaQuery } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, CreateButton as FloatingCreateButton, useCreatePath, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** How far down the page must be before scrolling down hides the floating button. */
const HIDE_BELOW_PX = 100;

/**
 * Whether the page is being scrolled down, past its first HIDE_BELOW_PX (back to false on the way
 * up), as MUI's useScrollTrigger tells, but without reading the scroll position as it mounts: that
 * read made the browser lay out the freshly rendered list inside the render's task (~35 ms of a
 * phone's first render at 4× slower CPU). A list opens at its top, so it starts false.
 */
const useScrollingDown = (): boolean => {
  const [scrollingDown, setScrollingDown] = useState(false);
  useEffect(() => {
    let last: number | undefined;
    const onScroll = () => {
      const previous = last;
      last = window.scrollY;
      setScrollingDown(previous !== undefined && last < previous ? false : last > HIDE_BELOW_PX);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrollingDown;
};

/** react-admin's floating button, fixed in a corner; it steps aside while the page scrolls down. */
const FloatingButton = ({ label }: { label: string }) => {
  const scrollingDown = useScrollingDown();
  return (
    // Opacity and visibility, not a transform: a transformed parent would pin the fixed button to itself.
    <Box
      sx={{
        visibility: scrollingDown ? 'hidden' : 'visible',
        opacity: scrollingDown ? 0 : 1,
        transition: 'opacity 150ms, visibility 150ms',
      }}
    >
      <FloatingCreateButton label={label} />
    </Box>
  );
};

/**
 * A list's "Toevoegen", for a viewer the list has already found may create (useResourceAccess).
 * react-admin's CreateButton asks the auth provider again, asynchronously, and draws nothing until
 * it has answered: the button came a moment after the rest of the toolbar and pushed the filters onto
 * another line (the contract list's layout shift on desktop). This one comes with the toolbar. Below
 * `md` react-admin's floating button stays: fixed in a corner, it moves nothing when it comes. It
 * steps aside while the page scrolls down (back on the way up), so it does not sit over what the
 * reader scrolls to: a card's buttons, the sort direction under the opened filters.
 */
export const CreateButton = ({ label, sx }: { label: string; sx?: SxProps<Theme> }) => {
  const floating = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (floating) return <FloatingButton label={label} />;
  return (
    <Button
      component={Link}
      to={createPath({ resource, type: 'create' })}
      variant="contained"
      label={label}
      sx={sx}
    >
      <AddIcon />
    </Button>
  );
};
