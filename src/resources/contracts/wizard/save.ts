import { type RaRecord, useCreate, useTranslate, useUpdate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { focusFirstInvalid } from '../../../components/focusFirstInvalid';
import { useToast } from '../../../components/Toast';
import { fieldErrorsOf } from '../../../pages/account/serverErrors';
import { contractPath } from '../../../schema/resources/contracts';
import { notice } from '../../RowActions';
import { firstStepWithError } from './steps';
import { uploadErrorMessage, type useUploads } from './uploads';
import { contractErrors, contractPayload } from './validation';

interface SaveOptions {
  /** The contract being edited; none when creating. */
  record?: RaRecord;
  /** Role 1 creating: the company is asked and sent. */
  askCompany: boolean;
  uploads: ReturnType<typeof useUploads>;
  goTo: (step: number) => void;
  setSaving: (saving: boolean) => void;
}

/**
 * Saves the contract (pessimistic create or update through the dataProvider): all steps checked
 * first, a 400's field errors put on their fields with the wizard on the first step holding one,
 * other failures the error toast. Then the chosen files are uploaded and the detail page opens.
 */
export const useWizardSave = ({ record, askCompany, uploads, goTo, setSaving }: SaveOptions) => {
  const form = useFormContext();
  const toast = useToast();
  const translate = useTranslate();
  const navigate = useNavigate();
  const options = { mutationMode: 'pessimistic', returnPromise: true } as const;
  const [create] = useCreate<RaRecord>(undefined, undefined, options);
  const [update] = useUpdate<RaRecord>(undefined, undefined, options);

  const uploadChosen = async (contractId: RaRecord['id']) => {
    for (const upload of uploads.uploads) {
      const error = await uploads.send(contractId, upload);
      if (!error) continue;
      const message = uploadErrorMessage(translate, upload.file.name, error);
      toast.error(message.key, message.args);
    }
  };

  return async () => {
    if (!(await form.trigger())) {
      const invalid = Object.keys(contractErrors(form.getValues(), { requireCompany: askCompany }));
      goTo(firstStepWithError(invalid) ?? 0);
      focusFirstInvalid();
      return;
    }
    setSaving(true);
    const data = contractPayload(form.getValues(), askCompany);
    try {
      // returnPromise: the saved record (the types allow void for the non-promise variant).
      const saved = (
        record
          ? await update('contracts', { id: record.id, data, previousData: record })
          : await create('contracts', { data })
      ) as RaRecord;
      toast.success(notice(translate, 'contracts', 'saved'));
      if (!record) await uploadChosen(saved.id);
      navigate(contractPath(saved.id));
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      for (const [path, message] of Object.entries(errors)) form.setError(path, { type: 'server', message });
      const step = firstStepWithError(Object.keys(errors));
      if (step === null) toast.error(Object.values(errors)[0] ?? 'app.common.something_went_wrong');
      else {
        goTo(step);
        focusFirstInvalid();
      }
    } finally {
      setSaving(false);
    }
  };
};
