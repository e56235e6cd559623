import { useTranslate } from 'react-admin';

/** 'November 2026' for any day of that month: the month's name as a heading starts with a capital. */
export function useMonthCaption() {
  const translate = useTranslate();
  return (day: string): string => {
    const caption = translate('app.deadline_calendar.month_caption', {
      month: translate(`app.deadline_calendar.months.${Number(day.slice(5, 7))}`),
      year: day.slice(0, 4),
    });
    return caption.charAt(0).toUpperCase() + caption.slice(1);
  };
}
