import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { ResourceAccess } from '../resources/access';
import type { Resource } from '../schema/dsl';

/**
 * A resource's page the viewer may not use, opened by its address (a read-only role on `/…/create`):
 * they are taken to the resource's list, else the dashboard, and told why, as the route rules do
 * for a page of a role they lack (docs/requirements.md#navigation-and-routes).
 */
export const PageRefused = ({ resource, access }: { resource: Resource; access: ResourceAccess }) => {
  const notify = useNotify();
  useEffect(() => {
    notify('app.layout.no_access', { type: 'warning' });
  }, [notify]);
  return <Navigate to={access.can('list') ? `/${resource.name}` : '/'} replace />;
};
