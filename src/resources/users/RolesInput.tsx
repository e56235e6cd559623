import { useProfile, viewerOf } from '../../providers/profileStore';
import { isPlatformAdmin, PLATFORM_ADMIN } from '../../schema/access';
import { ChoiceFieldInput, type FieldInputProps } from '../inputs';

/**
 * Roles: only a platform admin may grant the platform-admin role (the server refuses it too), so a
 * company admin is not offered it.
 */
export const RolesInput = (props: FieldInputProps) => {
  const viewer = viewerOf(useProfile());
  const grantable =
    viewer && isPlatformAdmin(viewer)
      ? props.meta.choices
      : props.meta.choices?.filter((role) => role !== PLATFORM_ADMIN);
  return <ChoiceFieldInput {...props} meta={{ ...props.meta, choices: grantable }} />;
};
