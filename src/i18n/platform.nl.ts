import type { platformMessagesEn } from './platform.en';

/** Teksten van de schermen voor platformbeheerders: een bedrijf toevoegen en het platformdashboard; dezelfde sleutels als platform.en.ts. */
export const platformMessagesNl: typeof platformMessagesEn = {
  app: {
    platform: {
      onboarding: {
        title: 'Nieuw bedrijf',
        button: 'Nieuw bedrijf',
        intro:
          'Voeg een bedrijf toe met zijn abonnement en eerste beheerder in één keer. De beheerder krijgt een e-mail met een link om een wachtwoord te kiezen.',
        company: 'Bedrijf',
        company_help: 'Het adres wordt ook de hoofdlocatie van het bedrijf.',
        subscription: 'Abonnement',
        subscription_help: 'Het abonnement loopt vanaf de startdatum door tot het wordt beëindigd.',
        admin: 'Eerste beheerder',
        admin_help: 'Beheert de gebruikers en gegevens van dit bedrijf.',
        plan_option: '%{name} – %{price} per maand excl. btw',
        submit: 'Bedrijf aanmaken',
        saved: 'Bedrijf %{name} aangemaakt; de beheerder krijgt een welkomstmail',
        invalid: 'Niet opgeslagen: controleer de gemarkeerde velden.',
        failed: 'Niet opgeslagen: er ging iets mis. Probeer het opnieuw.',
      },
      dashboard: {
        intro: 'Het platform in één oogopslag: bedrijven, abonnementen, omzet en uitgaande e-mail.',
        numbers_title: 'Platform in cijfers',
        numbers_failed: 'De cijfers konden niet worden geladen.',
        numbers: {
          companies: 'Bedrijven',
          activeSubscriptions: 'Actieve abonnementen',
          monthlyRecurringRevenue: 'Maandomzet excl. btw',
          invoicesThisMonth: 'Facturen deze maand',
          contractsTotal: 'Contracten',
          mailsFailed: 'Mislukte e-mails',
          offerRequestsSent: 'Aanvragen zonder aanbieding',
          offersNew: 'Nieuwe aanbiedingen',
        },
      },
    },
  },
};
