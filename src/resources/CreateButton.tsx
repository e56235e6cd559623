import AddIcon from '@mui/icons-material/Add';
import { Box, type SxProps, type Theme, useMediaQuery, useScrollTrigger } from '@mui/material';
import { Button, CreateButton as FloatingCreateButton, useCreatePath, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';

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
  const scrollingDown = useScrollTrigger();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (floating)
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
