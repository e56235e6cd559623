import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import CardMembershipIcon from '@mui/icons-material/CardMembershipOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import MailLockIcon from '@mui/icons-material/ErrorOutlineOutlined';
import EuroIcon from '@mui/icons-material/EuroOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../../i18n/format';
import { httpClient } from '../../providers/httpClient';
import { dayOf } from '../../schema/contract-dates';
import { type PlatformNumber, type PlatformSummary, platformNumberLink } from '../../schema/platform-summary';
import { NumberCard, NumberSection, type Tone, useLoadedNumbers } from './NumberCard';

/** The order of the cards, and how each looks. */
const LOOKS: readonly { name: PlatformNumber; icon: ComponentType<SvgIconProps>; tone: Tone }[] = [
  { name: 'companies', icon: ApartmentIcon, tone: 'primary' },
  { name: 'activeSubscriptions', icon: CardMembershipIcon, tone: 'success' },
  { name: 'monthlyRecurringRevenue', icon: EuroIcon, tone: 'success' },
  { name: 'invoicesThisMonth', icon: ReceiptLongIcon, tone: 'info' },
  { name: 'contractsTotal', icon: DescriptionIcon, tone: 'primary' },
  { name: 'mailsFailed', icon: MailLockIcon, tone: 'error' },
  { name: 'offerRequestsSent', icon: MarkEmailReadIcon, tone: 'info' },
  { name: 'offersNew', icon: LocalOfferIcon, tone: 'success' },
];

const loadSummary = async (): Promise<PlatformSummary> =>
  (await httpClient('platform/summary')).json as PlatformSummary;

const shown = (name: PlatformNumber, summary: PlatformSummary): string =>
  name === 'monthlyRecurringRevenue' ? formatEuro(summary[name]) : String(summary[name]);

/** The platform admins' numbers (GET /api/platform/summary), each opening the list it counts. */
export const PlatformNumbers = () => {
  const translate = useTranslate();
  const { numbers, failed } = useLoadedNumbers(loadSummary);
  return (
    <NumberSection
      id="platform-numbers"
      title={translate('app.platform.dashboard.numbers_title')}
      failed={failed}
      failedText={translate('app.platform.dashboard.numbers_failed')}
    >
      {LOOKS.map(({ name, icon, tone }) => (
        <NumberCard
          key={name}
          label={translate(`app.platform.dashboard.numbers.${name}`)}
          value={numbers ? shown(name, numbers) : null}
          to={platformNumberLink(name, numbers?.month ?? dayOf().slice(0, 7))}
          icon={icon}
          tone={tone}
        />
      ))}
    </NumberSection>
  );
};
