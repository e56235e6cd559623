import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf, UserAvatar } from '../../src/components/UserAvatar';

describe('UserAvatar', () => {
  it('shows the initials of first and last name without an image', () => {
    render(<UserAvatar firstName="anna" lastName="Dijk" />);
    expect(screen.getByText('AD')).toBeInTheDocument();
  });

  it('shows the image when there is one', () => {
    render(<UserAvatar firstName="Anna" lastName="Dijk" src="/api/auth/avatar/1?_token=x" />);
    expect(screen.getByRole('img', { name: 'Anna Dijk' })).toHaveAttribute(
      'src',
      '/api/auth/avatar/1?_token=x',
    );
    expect(screen.queryByText('AD')).not.toBeInTheDocument();
  });

  it('builds initials from whatever names exist', () => {
    expect(initialsOf('Jan', null)).toBe('J');
    expect(initialsOf(' piet ', ' de Vries')).toBe('PD');
    expect(initialsOf(undefined, undefined)).toBe('');
  });
});
