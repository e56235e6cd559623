import ArticleIcon from '@mui/icons-material/Article';
import { resourceUi } from '../resource-ui';
import { templates } from './templates';

export default resourceUi(templates, {
  icon: ArticleIcon,
  en: {
    name: 'Template |||| Templates',
    fields: {
      name: 'Name',
      code: 'Code',
      subject: 'Subject',
      content: 'Content',
      placeholders: 'Placeholders',
    },
    choices: {
      code: {
        contract_end_alert: 'Contract end date alert',
        contract_notice_alert: 'Contract notice deadline alert',
        contract_manual_alert: 'Manual contract alert',
        password_reset: 'Password reset',
        user_welcome: 'Welcome to a new user',
        email_changed: 'Email address changed',
        two_factor_off: 'Two-factor authentication turned off',
        invoice_new: 'New invoice',
        weekly_digest: 'Weekly digest',
        offer_request: 'Offer request to a sponsor',
        offer_received: 'Offer received',
        offer_interest: 'Interest in an offer',
      },
    },
    code_descriptions: {
      contract_end_alert: 'Sent before a contract ends, as far ahead as its end alert says.',
      contract_notice_alert: 'Sent before the notice deadline of a contract passes.',
      contract_manual_alert: 'Sent on the date of a manual alert of a contract.',
      password_reset: 'Sent when someone asks to reset their password.',
      user_welcome: 'Sent to a new user with a link to choose a password.',
      email_changed: "Sent to a user's previous address when the sign-in address changes.",
      two_factor_off: 'Sent to a user when two-factor authentication is turned off for their account.',
      invoice_new:
        "Sent to a company's billing e-mail address for every new invoice, with the invoice as a PDF.",
      weekly_digest:
        'Sent on Monday morning to users who chose a weekly digest: the deadlines of the coming weeks.',
      offer_request:
        "Sent to each sponsor of the contract's supplier type before the notice deadline of an opted-in contract: what an offer needs, never who the company is.",
      offer_received: "Sent to a contract's receivers when a sponsor made an offer.",
      offer_interest:
        'Sent to the sponsor when the company is interested in its offer: the company and its contact person.',
    },
    placeholder_descriptions: {
      contract: {
        number: 'Contract number',
        reference: 'Contract reference',
        supplier: 'Name of the supplier',
        type: 'Supplier type of the contract',
        location: 'Location of the contract',
        startsAt: 'Start date',
        endsAt: 'End date',
        noticeDeadline: 'Notice deadline: the last day to give notice',
      },
      user: {
        firstName: "Recipient's first name",
        lastName: "Recipient's last name",
        emailAddress: "Recipient's email address",
      },
      invoice: {
        number: 'Invoice number',
        date: 'Invoice date',
        period: 'Period the invoice covers',
        total: 'Amount due including VAT',
        dueDate: 'Payment due date',
      },
      company: {
        name: 'Name of the company',
      },
      link: 'Link to the page the email is about',
      digest: {
        list: 'The deadlines, per week, each with its contract and link',
        count: 'How many deadlines the digest holds',
        period: 'The days the digest covers',
      },
      handleLink: 'Private link to mark this deadline handled without signing in (single use)',
      sponsor: { name: 'Name of the sponsor', contactName: "Sponsor's contact person" },
      request: {
        type: 'Supplier type asked for',
        specifications: "The contract's specifications, one per line",
        city: 'City of the location',
        endsAt: 'Current end date',
        noticeDeadline: 'Notice deadline (the link works until then)',
        yearlyValue: 'Current yearly value, when known',
      },
      contact: {
        name: "Name of the contract's owner",
        emailAddress: "Owner's email address",
        phone: "Owner's phone number",
      },
      offer: {
        sponsor: 'Sponsor that made the offer',
        yearlyPrice: 'Yearly price offered',
        difference: 'Difference with the current yearly value',
        validUntil: 'Offer valid until',
      },
      message: 'Text of the manual alert',
      expiresIn: 'How long the link stays valid',
    },
    help: {
      content: 'Use only the placeholders of this code, e.g. {{user.firstName}}.',
      placeholders: 'Click a placeholder to copy it.',
    },
    errors: {
      unknown_placeholder: 'This text uses a placeholder that this code does not offer.',
      link_required: 'This mail exists for its link: keep {{link}} in the text.',
    },
    notifications: {
      placeholder_copied: 'Placeholder copied to clipboard',
    },
  },
  nl: {
    name: 'Template |||| Templates',
    fields: {
      name: 'Naam',
      code: 'Code',
      subject: 'Onderwerp',
      content: 'Inhoud',
      placeholders: 'Plaatshouders',
    },
    choices: {
      code: {
        contract_end_alert: 'Melding einddatum contract',
        contract_notice_alert: 'Melding opzegtermijn contract',
        contract_manual_alert: 'Handmatige melding contract',
        password_reset: 'Wachtwoord herstellen',
        user_welcome: 'Welkom nieuwe gebruiker',
        email_changed: 'E-mailadres gewijzigd',
        two_factor_off: 'Tweestapsverificatie uitgezet',
        invoice_new: 'Nieuwe factuur',
        weekly_digest: 'Weekoverzicht',
        offer_request: 'Offerteaanvraag aan een sponsor',
        offer_received: 'Aanbieding ontvangen',
        offer_interest: 'Interesse in een aanbieding',
      },
    },
    code_descriptions: {
      contract_end_alert: 'Verstuurd voordat een contract afloopt, zo ver vooruit als de melding aangeeft.',
      contract_notice_alert: 'Verstuurd voordat de opzegtermijn van een contract verstrijkt.',
      contract_manual_alert: 'Verstuurd op de datum van een handmatige melding bij een contract.',
      password_reset: 'Verstuurd wanneer iemand een nieuw wachtwoord aanvraagt.',
      user_welcome: 'Verstuurd aan een nieuwe gebruiker, met een link om een wachtwoord te kiezen.',
      email_changed: 'Verstuurd aan het vorige adres van een gebruiker als het inlogadres wijzigt.',
      two_factor_off:
        'Verstuurd aan een gebruiker als de tweestapsverificatie van het account wordt uitgezet.',
      invoice_new:
        'Verstuurd naar het factuur-e-mailadres van een bedrijf bij elke nieuwe factuur, met de factuur als pdf.',
      weekly_digest:
        'Verstuurd op maandagochtend aan gebruikers die een weekoverzicht kozen: de datums van de komende weken.',
      offer_request:
        'Verstuurd aan elke sponsor van het leverancierstype vóór de opzegdatum van een contract dat offertes wil ontvangen: wat een aanbieding nodig heeft, nooit wie het bedrijf is.',
      offer_received: 'Verstuurd aan de ontvangers van een contract als een sponsor een aanbieding deed.',
      offer_interest:
        'Verstuurd aan de sponsor als het bedrijf interesse heeft in de aanbieding: het bedrijf en de contactpersoon.',
    },
    placeholder_descriptions: {
      contract: {
        number: 'Contractnummer',
        reference: 'Referentie van het contract',
        supplier: 'Naam van de leverancier',
        type: 'Leverancierstype van het contract',
        location: 'Locatie van het contract',
        startsAt: 'Startdatum',
        endsAt: 'Einddatum',
        noticeDeadline: 'Opzegdatum: de laatste dag om op te zeggen',
      },
      user: {
        firstName: 'Voornaam van de ontvanger',
        lastName: 'Achternaam van de ontvanger',
        emailAddress: 'E-mailadres van de ontvanger',
      },
      invoice: {
        number: 'Factuurnummer',
        date: 'Factuurdatum',
        period: 'Periode waarover de factuur gaat',
        total: 'Te betalen bedrag inclusief btw',
        dueDate: 'Uiterste betaaldatum',
      },
      company: {
        name: 'Naam van het bedrijf',
      },
      link: 'Link naar de pagina waar de e-mail over gaat',
      digest: {
        list: 'De datums, per week, elk met het contract en een link',
        count: 'Hoeveel datums het overzicht bevat',
        period: 'De dagen waarover het overzicht gaat',
      },
      handleLink:
        'Persoonlijke link om deze termijn zonder inloggen als afgehandeld te markeren (één keer bruikbaar)',
      sponsor: { name: 'Naam van de sponsor', contactName: 'Contactpersoon van de sponsor' },
      request: {
        type: 'Gevraagd leverancierstype',
        specifications: 'De specificaties van het contract, één per regel',
        city: 'Plaats van de locatie',
        endsAt: 'Huidige einddatum',
        noticeDeadline: 'Opzegdatum (tot dan werkt de link)',
        yearlyValue: 'Huidige jaarwaarde, als die bekend is',
      },
      contact: {
        name: 'Naam van de eigenaar van het contract',
        emailAddress: 'E-mailadres van de eigenaar',
        phone: 'Telefoonnummer van de eigenaar',
      },
      offer: {
        sponsor: 'Sponsor die de aanbieding deed',
        yearlyPrice: 'Aangeboden jaarprijs',
        difference: 'Verschil met de huidige jaarwaarde',
        validUntil: 'Aanbieding geldig tot',
      },
      message: 'Tekst van de handmatige melding',
      expiresIn: 'Hoe lang de link geldig is',
    },
    help: {
      content: 'Gebruik alleen de plaatshouders van deze code, bijvoorbeeld {{user.firstName}}.',
      placeholders: 'Klik op een plaatshouder om hem te kopiëren.',
    },
    errors: {
      unknown_placeholder: 'Deze tekst gebruikt een plaatshouder die bij deze code niet bestaat.',
      link_required: 'Deze mail is er voor zijn link: laat {{link}} in de tekst staan.',
    },
    notifications: {
      placeholder_copied: 'Plaatshouder gekopieerd naar het klembord',
    },
  },
});
