/** The audit trail of security events. Never records a password, token or code. */
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'login_throttled'
  | 'logout'
  | 'impersonation_start'
  | 'impersonation_stop'
  | 'password_change'
  | 'email_change'
  | 'calendar_link'
  | 'password_reset_requested'
  | 'password_reset'
  | 'two_factor_on'
  | 'two_factor_off'
  | 'subscription_start'
  | 'subscription_change'
  | 'subscription_cancel';

export async function audit(
  db: Database,
  entry: {
    action: AuditAction;
    actorId: number | null;
    subjectId?: number | null;
    ipAddress: string;
    at: Date;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId,
    subjectId: entry.subjectId ?? null,
    ipAddress: entry.ipAddress,
    at: entry.at,
    detail: entry.detail ?? {},
  });
}
