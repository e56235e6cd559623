/** What became of a handled term: the outcome's name (also the contract field's choices). */
export const OUTCOME_NAMES_EN = {
  cancelled: 'Cancelled',
  renewed: 'Renewed',
  new_contract: 'New contract',
  let_renew: 'Left to renew',
};

/**
 * Texts of handled deadlines: the dialog, the detail page's term card, and the page a mail's link
 * opens (also shown signed out, so part of the sign-in shell's texts); outcomes.nl.ts has exactly these keys.
 */
export const outcomeMessagesEn = {
  app: {
    outcome: {
      names: OUTCOME_NAMES_EN,
      hints: {
        cancelled: 'Notice was given: the contract ends on %{date} and does not renew.',
        renewed: 'A new term was agreed: enter the new end date.',
        new_contract: 'It is replaced by another contract: choose the follow-up.',
        let_renew: 'It renews tacitly; no more alerts about this term.',
      },
      action: 'Mark handled',
      dialog_title: 'What happens with %{number}?',
      term: 'Term ending %{date}, notice deadline %{notice}',
      term_without_notice: 'Term ending %{date}',
      choose: 'Outcome',
      ends_at: 'New end date',
      follow_up: 'Follow-up contract',
      note: 'Note (optional)',
      save: 'Mark handled',
      saved: 'Deadline marked handled',
      undo: 'Undo',
      undone: 'Handling undone; alerts about this term come again',
      undo_confirm: 'Undo the handling of this term? Its alerts and deadline counts come back.',
      card_title: 'Term and outcome',
      current: 'Current term',
      open: 'Not handled yet',
      handled_by: '%{outcome} · %{name}, %{date}',
      via_link: 'via the link in the alert mail',
      follow_up_link: 'Followed up by %{number}',
      renewed_to: 'Renewed until %{date}',
      history: 'Earlier terms',
      none: 'No open term: the contract has no end date, has ended or is archived.',
      link: {
        title: 'Mark deadline handled',
        intro: 'Hello %{name}, what happens with contract %{number} of %{supplier}?',
        deadline: 'Notice deadline: %{date}',
        end: 'End date: %{date}',
        valid_until: 'This link works once, until %{date}.',
        done: 'Thank you. The deadline has been marked “%{outcome}”; no more alerts about this term.',
        used: 'This link has already been used.',
        expired: 'This link has expired: its deadline has passed.',
        changed:
          'This deadline has already been handled, or the contract’s dates have changed since the mail.',
        invalid: 'This link is not valid (any more).',
        new_contract_hint: 'Replaced by another contract? Sign in to link the follow-up contract.',
        sign_in: 'Sign in',
      },
    },
  },
};
