/**
 * The dashboards' number cards: a figure with its label, coloured by how urgent it is, opening
 * the list it counts; and the titled grid they sit in. Shared by the company's contract numbers
 * and the platform admins' numbers.
 */
import { Box, Card, CardActionArea, Skeleton, type SvgIconProps, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type Tone = 'primary' | 'warning' | 'info' | 'error' | 'success';

export interface NumberCardProps {
  label: string;
  /** The figure as shown ('12', '€ 1.234,56'); null while it loads. */
  value: string | null;
  /** The list the number counts; without it (a viewer who may not open that list) the card is no link. */
  to?: string;
  icon: ComponentType<SvgIconProps>;
  tone: Tone;
}

const CARD_BODY_SX = {
  height: '100%',
  p: 2,
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  justifyContent: 'flex-start',
} as const;

export const NumberCard = ({ label, value, to, icon: Icon, tone }: NumberCardProps) => {
  const body = (
    <>
      <Box
        sx={{
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: `${tone}.main`,
          bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
        }}
      >
        <Icon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 600, lineHeight: 1.1, overflowWrap: 'anywhere' }}
        >
          {value === null ? <Skeleton width={40} /> : value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={CARD_BODY_SX}>
          {body}
        </CardActionArea>
      ) : (
        <Box sx={CARD_BODY_SX}>{body}</Box>
      )}
    </Card>
  );
};

/** The numbers once loaded (null before), and whether loading failed; loaded once per mount. */
export const useLoadedNumbers = <T,>(load: () => Promise<T>): { numbers: T | null; failed: boolean } => {
  const [numbers, setNumbers] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    load().then(
      // A transition: the cards and charts they fill render in slices, not in one blocking task.
      (loaded) => current && startTransition(() => setNumbers(loaded)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return { numbers, failed };
};

/** A titled section of number cards: two columns on a tablet, three on a wide screen. */
export const NumberSection = ({
  id,
  title,
  failed,
  failedText,
  children,
}: {
  id: string;
  title: string;
  failed: boolean;
  failedText: string;
  children: ReactNode;
}) => (
  <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
    <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
      {title}
    </Typography>
    {failed ? (
      <Typography color="error">{failedText}</Typography>
    ) : (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {children}
      </Box>
    )}
  </Box>
);
