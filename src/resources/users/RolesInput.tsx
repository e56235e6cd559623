import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useProfile, viewerOf } from '../../providers/profileStore';
import { COMPANY_ADMIN, isPlatformAdmin, PLATFORM_ADMIN } from '../../schema/access';
import { idList } from '../../schema/resources/hook-helpers';
import { ChoiceFieldInput, type FieldInputProps } from '../inputs';

/**
 * A company admin taking the company-admin role off their own account is warned first: afterwards
 * they no longer manage users or the subscription. 'Annuleren' (or Escape) gives the role back;
 * 'Ok' leaves it off until the form is saved, and asks again once the role is back and off again.
 */
const OwnAdminRoleWarning = ({ name }: { name: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const profile = useProfile();
  const { setValue } = useFormContext();
  const roles = idList(useWatch({ name }));
  const [accepted, setAccepted] = useState(false);
  const heldOwn =
    record?.id !== undefined && record.id === profile?.id && idList(record.roles).includes(COMPANY_ADMIN);
  const dropping = heldOwn && !roles.includes(COMPANY_ADMIN);
  if (!dropping && accepted) setAccepted(false);
  return (
    <ConfirmDialog
      open={dropping && !accepted}
      title={translate('resources.users.own_admin_role.title')}
      content={translate('resources.users.own_admin_role.text')}
      confirmLabel={translate('resources.users.own_admin_role.confirm')}
      onConfirm={() => setAccepted(true)}
      onClose={() =>
        setValue(
          name,
          [...roles, COMPANY_ADMIN].sort((a, b) => a - b),
          { shouldDirty: true },
        )
      }
    />
  );
};

/**
 * Roles: only a platform admin may grant the platform-admin role (the server refuses it too), so a
 * company admin is not offered it; taking one's own company-admin role off asks first.
 */
export const RolesInput = (props: FieldInputProps) => {
  const viewer = viewerOf(useProfile());
  const grantable =
    viewer && isPlatformAdmin(viewer)
      ? props.meta.choices
      : props.meta.choices?.filter((role) => role !== PLATFORM_ADMIN);
  return (
    <>
      <ChoiceFieldInput {...props} meta={{ ...props.meta, choices: grantable }} />
      <OwnAdminRoleWarning name={props.name} />
    </>
  );
};
