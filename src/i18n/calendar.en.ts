/**
 * The calendar feed: the card on the account page, and the texts inside the feed itself (the
 * server writes them in Dutch, from calendar.nl.ts); calendar.nl.ts has exactly these keys.
 */
export const calendarMessagesEn = {
  app: {
    calendar: {
      title: 'Calendar feed',
      intro:
        'Subscribe your own calendar (Outlook, Google Calendar, Apple Calendar) to a private link and see the notice deadlines and end dates of your contracts there. New and changed contracts appear by themselves.',
      private_warning: 'Anyone with the link sees the dates of your contracts: do not share it.',
      none: 'You have no calendar link yet.',
      active: 'Your current link was created on %{date}.',
      create: 'Create link',
      recreate: 'Create new link',
      recreate_warning:
        'The current link stops working. Calendars subscribed to it must be connected again with the new link. Continue?',
      created: 'Calendar link created',
      url_label: 'Private calendar link',
      shown_once: 'Copy the link now: it is shown only this once. Lost it? Create a new link.',
      copy: 'Copy',
      copied: 'Link copied to clipboard',
      copy_failed: 'Copying failed. The link is selected: copy it with Ctrl+C (or Cmd+C).',
      revoke: 'Revoke',
      revoke_warning:
        'The link stops working, and calendars subscribed to it no longer receive your contract dates. Continue?',
      revoked: 'Calendar link revoked',
      feed: {
        name: 'Contractbeheer',
        notice_summary: 'Notice deadline: %{number} – %{supplier}',
        end_summary: 'Contract ends: %{number} – %{supplier}',
        contract: 'Contract: %{number} (%{supplier})',
        reference: 'Reference: %{reference}',
        location: 'Location: %{location}',
        ends_at: 'End date: %{date}',
        notice_deadline: 'Notice deadline: %{date}',
        handled: 'Handled: %{outcome}',
        open: 'Open the contract: %{url}',
      },
    },
  },
};
