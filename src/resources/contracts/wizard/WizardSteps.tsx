import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SaveIcon from '@mui/icons-material/Save';
import {
  Box,
  Button,
  CardContent,
  Divider,
  Step,
  StepButton,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { focusFirstInvalid } from '../../../components/focusFirstInvalid';
import { AlertsStep } from './AlertsStep';
import { CostsStep } from './CostsStep';
import { DatesStep } from './DatesStep';
import { DocumentsStep } from './DocumentsStep';
import { SectionRest } from './fields';
import { GeneralStep } from './GeneralStep';
import { PeopleStep } from './PeopleStep';
import { SpecificationsStep, useSpecificationRows } from './SpecificationsStep';
import { StartFromPdf } from './StartFromPdf';
import { useWizardSave } from './save';
import { LAST_STEP, STEPS, stepFromQuery } from './steps';
import { useUploads } from './uploads';

interface WizardStepsProps {
  /** The contract being edited; none when creating. */
  record?: RaRecord;
  askCompany: boolean;
}

interface StepFieldsProps {
  section: string;
  askCompany: boolean;
  contractId?: RaRecord['id'];
  uploads: ReturnType<typeof useUploads>;
  busy: boolean;
}

/** A step's inputs: its own layout, or the section's fields one below the other when it has none. */
const StepFields = ({ section, askCompany, contractId, uploads, busy }: StepFieldsProps) => {
  switch (section) {
    case 'general':
      return <GeneralStep askCompany={askCompany} />;
    case 'people':
      return <PeopleStep />;
    case 'dates':
      return <DatesStep />;
    case 'costs':
      return <CostsStep />;
    case 'alerts':
      return <AlertsStep />;
    case 'specifications':
      return <SpecificationsStep />;
    case 'documents':
      return <DocumentsStep contractId={contractId} uploads={uploads} busy={busy} />;
    default:
      return <SectionRest section={section} />;
  }
};

/** The stepper, the current step's fields and the buttons to move on, back or save. */
export const WizardSteps = ({ record, askCompany }: WizardStepsProps) => {
  const translate = useTranslate();
  const form = useFormContext();
  const { errors } = useFormState();
  const [params, setParams] = useSearchParams();
  const step = stepFromQuery(params.get('step'));
  const editing = record !== undefined;
  // Creating, the steps up to the furthest one reached (each checked on the way) can be revisited.
  const [reached, setReached] = useState(editing ? LAST_STEP : step);
  const [saving, setSaving] = useState(false);
  const uploads = useUploads();
  useSpecificationRows();

  const goTo = (index: number) => {
    setReached((furthest) => Math.max(furthest, index));
    setParams(
      (current) => {
        current.set('step', String(index + 1));
        return current;
      },
      { replace: true },
    );
  };
  const save = useWizardSave({ record, askCompany, uploads, goTo, setSaving });
  const next = async () => {
    if (await form.trigger([...STEPS[step].fields])) goTo(step + 1);
    else focusFirstInvalid();
  };
  const last = step === LAST_STEP;
  // Enter in a field moves on (or saves), instead of the browser's implicit form submit.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.defaultPrevented || !(event.target instanceof HTMLInputElement))
      return;
    event.preventDefault();
    void (last ? save() : next());
  };
  const title = (index: number) => translate(`resources.contracts.sections.${STEPS[index].key}`);
  const hasErrors = (index: number) => STEPS[index].fields.some((field) => get(errors, field) !== undefined);

  return (
    <>
      {editing ? null : (
        <>
          <CardContent>
            <StartFromPdf uploads={uploads} />
          </CardContent>
          <Divider />
        </>
      )}
      <CardContent sx={{ pb: 1 }}>
        <Stepper
          nonLinear
          activeStep={step}
          alternativeLabel
          // Narrow screens show the numbers only; the step's title is the heading below.
          sx={{ '& .MuiStepLabel-labelContainer': { display: { xs: 'none', sm: 'block' } } }}
        >
          {STEPS.map((item, index) => (
            <Step key={item.key} completed={false}>
              <StepButton
                aria-label={title(index)}
                onClick={() => goTo(index)}
                disabled={saving || index > reached}
                optional={
                  hasErrors(index) ? (
                    <Typography variant="caption" color="error">
                      {translate('app.contracts.wizard.step_has_errors')}
                    </Typography>
                  ) : undefined
                }
              >
                <StepLabel error={hasErrors(index)}>{title(index)}</StepLabel>
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </CardContent>
      <Divider />
      <CardContent onKeyDown={onKeyDown} sx={{ maxWidth: 760 }}>
        <Typography variant="overline" color="text.secondary">
          {translate('app.contracts.wizard.step_of', { step: step + 1, total: STEPS.length })}
        </Typography>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title(step)}
        </Typography>
        <StepFields
          section={STEPS[step].key}
          askCompany={askCompany}
          contractId={record?.id}
          uploads={uploads}
          busy={saving}
        />
      </CardContent>
      <Divider />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          p: 2,
          alignItems: 'center',
          bgcolor: 'action.hover',
          '& .MuiButton-root': { whiteSpace: 'nowrap' },
        }}
      >
        {step > 0 ? (
          <Button startIcon={<ArrowBackIcon />} onClick={() => goTo(step - 1)} disabled={saving}>
            {translate('app.contracts.wizard.previous')}
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        {editing || last ? (
          <Button
            variant={last ? 'contained' : 'outlined'}
            startIcon={<SaveIcon />}
            onClick={() => void save()}
            loading={saving}
          >
            {translate('app.contracts.wizard.save')}
          </Button>
        ) : null}
        {last ? null : (
          <Button
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            onClick={() => void next()}
            disabled={saving}
          >
            {translate('app.contracts.wizard.next')}
          </Button>
        )}
      </Box>
    </>
  );
};
