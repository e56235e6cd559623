import { Avatar, type SxProps, type Theme } from '@mui/material';

export interface UserAvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  /** A ready-to-load image address; without it the initials show. */
  src?: string | null;
  /** The full name, the photo's text where it cannot be loaded (else first and last name). */
  name?: string;
  size?: number;
  sx?: SxProps<Theme>;
}

/** Initials of the first and last name (docs/requirements.md#screens, top bar): 'Anna', 'Dijk' → 'AD'. */
export const initialsOf = (firstName?: string | null, lastName?: string | null): string =>
  [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();

export const UserAvatar = ({ firstName, lastName, src, name, size = 36, sx }: UserAvatarProps) => {
  const alt = name ?? [firstName, lastName].filter(Boolean).join(' ');
  return (
    <Avatar
      src={src ?? undefined}
      alt={alt}
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'primary.main', ...sx }}
    >
      {initialsOf(firstName, lastName) || null}
    </Avatar>
  );
};
