import type { OUTCOME_NAMES_EN, outcomeMessagesEn } from './outcomes.en';

/** Wat er van een afgehandelde termijn werd: de naam van de afloop (ook de keuzes van het contractveld). */
export const OUTCOME_NAMES_NL: typeof OUTCOME_NAMES_EN = {
  cancelled: 'Opgezegd',
  renewed: 'Verlengd',
  new_contract: 'Nieuw contract',
  let_renew: 'Laten doorlopen',
};

/** Teksten van afgehandelde termijnen; dezelfde sleutels als outcomes.en.ts. */
export const outcomeMessagesNl: typeof outcomeMessagesEn = {
  app: {
    outcome: {
      names: OUTCOME_NAMES_NL,
      hints: {
        cancelled: 'Er is opgezegd: het contract eindigt op %{date} en wordt niet verlengd.',
        renewed: 'Er is een nieuwe termijn afgesproken: vul de nieuwe einddatum in.',
        new_contract: 'Het wordt vervangen door een ander contract: kies het vervolgcontract.',
        let_renew: 'Het wordt stilzwijgend verlengd; geen meldingen meer over deze termijn.',
      },
      action: 'Afhandelen',
      dialog_title: 'Wat gebeurt er met %{number}?',
      term: 'Termijn tot %{date}, uiterste opzegdatum %{notice}',
      term_without_notice: 'Termijn tot %{date}',
      choose: 'Afloop',
      ends_at: 'Nieuwe einddatum',
      follow_up: 'Vervolgcontract',
      note: 'Notitie (optioneel)',
      save: 'Afhandelen',
      saved: 'Termijn gemarkeerd als afgehandeld',
      undo: 'Ongedaan maken',
      undone: 'Afhandeling ongedaan gemaakt; meldingen over deze termijn komen weer',
      undo_confirm:
        'De afhandeling van deze termijn ongedaan maken? De meldingen en de tellingen van de termijn komen terug.',
      card_title: 'Termijn en afloop',
      current: 'Huidige termijn',
      open: 'Nog niet afgehandeld',
      handled_by: '%{outcome} · %{name}, %{date}',
      via_link: 'via de link in de meldingsmail',
      follow_up_link: 'Opgevolgd door %{number}',
      renewed_to: 'Verlengd tot %{date}',
      history: 'Eerdere termijnen',
      none: 'Geen lopende termijn: het contract heeft geen einddatum, is afgelopen of gearchiveerd.',
      link: {
        title: 'Termijn afhandelen',
        intro: 'Hallo %{name}, wat gebeurt er met contract %{number} van %{supplier}?',
        deadline: 'Uiterste opzegdatum: %{date}',
        end: 'Einddatum: %{date}',
        valid_until: 'Deze link werkt één keer, tot en met %{date}.',
        done: 'Dank je. De termijn is gemarkeerd als “%{outcome}”; er komen geen meldingen meer over deze termijn.',
        used: 'Deze link is al gebruikt.',
        expired: 'Deze link is verlopen: de datum waar hij over ging is voorbij.',
        changed: 'Deze termijn is al afgehandeld, of de data van het contract zijn sinds de mail gewijzigd.',
        invalid: 'Deze link is niet (meer) geldig.',
        new_contract_hint: 'Vervangen door een ander contract? Log in om het vervolgcontract te koppelen.',
        sign_in: 'Inloggen',
      },
    },
  },
};
