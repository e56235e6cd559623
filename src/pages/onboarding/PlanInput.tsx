import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { formatEuro } from '../../i18n/format';
import { DropdownFieldInput } from '../../resources/inputs';
import { labelKey } from '../../schema/dsl';
import { plans } from '../../schema/resources/plans';
import { subscriptions } from '../../schema/resources/subscriptions';

/** The plan of a new subscription: only the active plans, cheapest first, each with its price. */
export const PlanInput = ({ name }: { name: string }) => {
  const translate = useTranslate();
  const { data } = useGetList(plans.name, {
    filter: { active: true },
    sort: { field: 'monthlyPrice', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const options = useMemo(
    () =>
      (data ?? []).map((plan) => ({
        value: plan.id as number,
        text: translate('app.platform.onboarding.plan_option', {
          name: plan.name,
          price: formatEuro(Number(plan.monthlyPrice)),
        }),
      })),
    [data, translate],
  );
  return (
    <DropdownFieldInput
      resource={subscriptions.name}
      name={name}
      meta={subscriptions.meta.plan}
      label={labelKey(subscriptions, 'plan')}
      options={options}
    />
  );
};
