import { FormControlLabel, Switch } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useResourceAccess } from '../access';
import type { ResourceViewProps } from '../overrides';

/**
 * Above the supplier list: only the own suppliers (a company: its own; a platform admin: every
 * company's), the list filter `own` of server/resources/extensions/suppliers.ts.
 */
export const OwnOnlySwitch = ({ resource }: ResourceViewProps) => {
  const translate = useTranslate();
  const access = useResourceAccess(resource);
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const filtered = filterValues.own === true;
  // Answers the click at once; the list's filter follows through the address.
  const [on, setOn] = useState(filtered);
  useEffect(() => setOn(filtered), [filtered]);
  return (
    <FormControlLabel
      sx={{ mr: 1 }}
      control={
        <Switch
          checked={on}
          onChange={(event) => {
            setOn(event.target.checked);
            const { own: _, ...rest } = filterValues;
            setFilters(event.target.checked ? { ...rest, own: true } : rest, displayedFilters, false);
          }}
        />
      }
      label={translate(`resources.suppliers.own.${access.platformAdmin ? 'companies_own' : 'only_own'}`)}
    />
  );
};
