import { Box, Button, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PanelCard } from '../../components/PanelCard';
import { useToast } from '../../components/Toast';
import { httpClient } from '../../providers/httpClient';
import { COMPANY_FIELDS } from '../../schema/resources/companies';
import type { CompanyDetails } from '../../schema/subscription-overview';
import { useFieldErrorSubmit } from '../account/serverErrors';
import { CompanyFields, type CompanyValues, companyValues, missingFields } from './CompanyFields';

/** "Bedrijfsgegevens": the billing details, read and (company admin) edited through PUT /api/companies/:id. */
export const CompanyCard = ({
  company,
  editable,
  onSaved,
}: {
  company: CompanyDetails;
  editable: boolean;
  onSaved: (company: CompanyDetails) => void;
}) => {
  const translate = useTranslate();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<CompanyValues>(() => companyValues(company));
  const { errors, setErrors, busy, send } = useFieldErrorSubmit();

  const edit = () => {
    setValues(companyValues(company));
    setErrors({});
    setEditing(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    await send(async () => {
      const { json } = await httpClient(`companies/${company.id}`, {
        method: 'PUT',
        body: JSON.stringify(values),
      });
      onSaved({ ...company, ...(json as CompanyDetails) });
      toast.success('app.subscription.company_saved');
      setEditing(false);
    });
  };

  const shown = COMPANY_FIELDS.filter((field) => field !== 'iban' || company.iban !== null);
  return (
    <PanelCard
      title={translate('app.subscription.company_title')}
      subheader={translate('app.subscription.company_intro')}
      action={
        editable && !editing ? (
          <Button onClick={edit}>{translate('app.subscription.edit')}</Button>
        ) : undefined
      }
    >
      {editing ? (
        <Box component="form" onSubmit={submit} noValidate>
          <CompanyFields values={values} errors={errors} onChange={setValues} />
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={() => setEditing(false)} disabled={busy}>
              {translate('app.common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('app.common.save')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
            rowGap: { xs: 0, sm: 1 },
          }}
        >
          {shown.map((field) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {translate(`app.subscription.company.${field}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {company[field] || '—'}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </PanelCard>
  );
};
