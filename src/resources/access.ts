import { useMemo } from 'react';
import { type Profile, useProfile, viewerOf } from '../providers/profileStore';
import { isPlatformAdmin, mayImportContracts } from '../schema/access';
import {
  type AccessContext,
  type Action,
  permits,
  type Resource,
  type RuleResult,
  tenantAllowsRow,
} from '../schema/dsl';

/** The rules' view of the signed-in person (docs/requirements.md#roles-and-access); null when signed out. */
export const accessContextOf = (profile: Profile | null): AccessContext | null => {
  const viewer = viewerOf(profile);
  if (!profile || !viewer) return null;
  return {
    viewer,
    userId: profile.id,
    companyId: profile.company?.id ?? null,
    locationIds: profile.locations ?? [],
  };
};

/** A row filter lets the viewer act on the rows matching it only (equality, or membership). */
export const resultCovers = (result: RuleResult, record: Record<string, unknown> | undefined): boolean => {
  if (typeof result === 'boolean') return result;
  if (!record) return true;
  return Object.entries(result).every(([key, wanted]) =>
    Array.isArray(wanted) ? wanted.includes(record[key] as string | number) : record[key] === wanted,
  );
};

export interface ResourceAccess {
  context: AccessContext | null;
  /** Whether the viewer may do this at all (buttons on the page). */
  can: (action: Action) => boolean;
  /** Whether the viewer may do this to this row (row buttons, row click). */
  canRow: (action: Action, record: Record<string, unknown> | undefined) => boolean;
  /** Whether a row click opens the record's page: its form, or its read-only page (ResourceEdit). */
  canOpen: (record: Record<string, unknown> | undefined) => boolean;
  /** Role 1: sees every company, and picks the company of a new company-scoped record. */
  platformAdmin: boolean;
}

/** The same rules the server enforces, asked in the app to hide what would be refused. */
export const resourceAccess = (resource: Resource, context: AccessContext | null): ResourceAccess => {
  const canRow = (action: Action, record: Record<string, unknown> | undefined) =>
    context
      ? resultCovers(resource.access[action](context), record) &&
        tenantAllowsRow(resource, context, action, record)
      : false;
  return {
    context,
    can: (action) => (context ? permits(resource.access[action], context) : false),
    canRow,
    canOpen: (record) => canRow('edit', record) || canRow('show', record),
    platformAdmin: context ? isPlatformAdmin(context.viewer) : false,
  };
};

export const useResourceAccess = (resource: Resource): ResourceAccess => {
  const profile = useProfile();
  return useMemo(() => resourceAccess(resource, accessContextOf(profile)), [resource, profile]);
};

/** Whether the viewer may import contracts from a sheet: create them, in their own company. */
export const canImportContracts = (access: ResourceAccess): boolean =>
  access.can('create') && access.context !== null && mayImportContracts(access.context.viewer);
