import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Box } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { contracts } from '../../schema/resources/contracts';
import { fieldsHoldSearch } from '../../schema/search-fields';

/**
 * Under a contract the list's search found through its documents alone (its own fields do not hold
 * the search): says so, or the row would seem not to match; the contract's page shows where. Not
 * while the rows shown are still the previous search's.
 */
export const DocumentMatchNote = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { filterValues, isPlaceholderData } = useListContext();
  const q = typeof filterValues.q === 'string' ? filterValues.q : '';
  if (!record || isPlaceholderData || fieldsHoldSearch(contracts, record, q)) return null;
  return (
    <Box
      component="span"
      title={translate('app.contracts.list.found_in_document_hint')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'text.secondary',
        fontSize: 13,
        whiteSpace: 'nowrap',
      }}
    >
      <InsertDriveFileIcon aria-hidden sx={{ fontSize: 16 }} />
      {translate('app.contracts.list.found_in_document')}
    </Box>
  );
};
