/**
 * A new contract's alerts start as the company's defaults (src/schema/alert-defaults.ts) and follow
 * the dates step: the notice alert once there is a notice period, the end alert otherwise, until
 * someone switches an alert themselves.
 */
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  type AlertDefaults,
  alertTermsOf,
  BUILT_IN_ALERT_DEFAULTS,
  contractAlertDefaults,
} from '../../../schema/alert-defaults';
import { getAlertDefaults } from '../contractApi';

/** The company's defaults for a new contract (null while loading); the built-in ones if they cannot be read. */
export const useAlertDefaults = (wanted: boolean): AlertDefaults | null => {
  const [defaults, setDefaults] = useState<AlertDefaults | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    getAlertDefaults()
      .catch(() => BUILT_IN_ALERT_DEFAULTS)
      .then((loaded) => {
        if (current) setDefaults(loaded);
      });
    return () => {
      current = false;
    };
  }, [wanted]);
  return defaults;
};

/** The alert fields a new contract starts with, before its dates are known. */
export const initialAlertValues = (defaults: AlertDefaults) =>
  contractAlertDefaults(defaults, { indefinite: false, hasNotice: false });

const SWITCHES = ['endAlertEnabled', 'noticeAlertEnabled'] as const;

/** Inside the create wizard's form: keeps the alert switches on the defaults as the terms change. */
export const FollowAlertDefaults = ({ defaults }: { defaults: AlertDefaults }) => {
  const { getValues, setValue } = useFormContext();
  const indefinite = useWatch({ name: 'indefinite' });
  const noticeAmount = useWatch({ name: 'noticeAmount' });
  // What was last put on the switches; null once someone chose themselves.
  const applied = useRef<Record<string, unknown> | null>(initialAlertValues(defaults));

  useEffect(() => {
    const last = applied.current;
    if (!last) return;
    if (SWITCHES.some((name) => getValues(name) !== last[name])) {
      applied.current = null;
      return;
    }
    const next = contractAlertDefaults(defaults, alertTermsOf({ indefinite, noticeAmount }));
    for (const name of SWITCHES) if (getValues(name) !== next[name]) setValue(name, next[name]);
    applied.current = next;
  }, [defaults, indefinite, noticeAmount, getValues, setValue]);
  return null;
};
