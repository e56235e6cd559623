import { Box, PaginationItem, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount } from '../i18n/numbers';

/** The page buttons shown are those within 3 of the current page (docs/requirements.md#limits). */
export const PAGE_WINDOW = 3;

/** The page numbers to show: current ± radius, clipped to 1 … lastPage. */
export const pageWindow = (current: number, lastPage: number, radius = PAGE_WINDOW): number[] => {
  if (lastPage < 1) return [];
  const page = Math.min(Math.max(current, 1), lastPage);
  const from = Math.max(1, page - radius);
  const to = Math.min(lastPage, page + radius);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
};

export interface PaginationProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  /** Optional '1–25 van 80' text on the left. */
  total?: number;
  perPage?: number;
  /** The total is the server's estimate: it reads 'ca.', and the last page is unknown (no button). */
  estimated?: boolean;
  disabled?: boolean;
}

/** First, previous, the window of page numbers, next and last (docs/requirements.md#screens, data table). */
export const Pagination = ({
  page,
  lastPage,
  onChange,
  total,
  perPage,
  estimated = false,
  disabled = false,
}: PaginationProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const pages = pageWindow(page, lastPage);
  const showRange = total !== undefined && perPage !== undefined && total > 0;
  return (
    <Box
      component="nav"
      aria-label={translate('app.components.pagination.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        flexWrap: 'wrap',
        p: 1,
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
        {showRange
          ? translate(`app.components.pagination.${estimated ? 'range_estimated' : 'range'}`, {
              from: formatCount((page - 1) * perPage + 1, locale),
              to: formatCount(Math.min(page * perPage, total), locale),
              total: formatCount(total, locale),
            })
          : null}
      </Typography>
      {lastPage > 1 ? (
        <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, gap: 0.25 }}>
          <li>
            <PaginationItem
              type="first"
              disabled={disabled || page <= 1}
              aria-label={translate('app.components.pagination.first')}
              onClick={() => onChange(1)}
            />
          </li>
          <li>
            <PaginationItem
              type="previous"
              disabled={disabled || page <= 1}
              aria-label={translate('app.components.pagination.previous')}
              onClick={() => onChange(page - 1)}
            />
          </li>
          {pages.map((number) => (
            <li key={number}>
              <PaginationItem
                type="page"
                page={number}
                selected={number === page}
                disabled={disabled}
                aria-current={number === page ? 'page' : undefined}
                aria-label={translate('app.components.pagination.page', { page: number })}
                onClick={() => onChange(number)}
              />
            </li>
          ))}
          <li>
            <PaginationItem
              type="next"
              disabled={disabled || page >= lastPage}
              aria-label={translate('app.components.pagination.next')}
              onClick={() => onChange(page + 1)}
            />
          </li>
          {estimated ? null : (
            <li>
              <PaginationItem
                type="last"
                disabled={disabled || page >= lastPage}
                aria-label={translate('app.components.pagination.last')}
                onClick={() => onChange(lastPage)}
              />
            </li>
          )}
        </Box>
      ) : null}
    </Box>
  );
};
