import type { ResourceMessages } from './resources.en';

/**
 * Texts of the resources (resources.<name>.*) and of the field validation (app.validation.*).
 * Typed as the English ones, so a key missing here (or only here) fails the type check.
 */
export const resourceMessagesNl: ResourceMessages = {
  app: {
    validation: {
      required: 'Verplicht',
      too_long: 'Te lang',
      email: 'Geen geldig e-mailadres',
      phone: 'Geen geldig telefoonnummer',
      number: 'Vul een getal in',
      integer: 'Vul een heel getal in',
      too_small: 'Te klein',
      too_large: 'Te groot',
      date: 'Geen geldige datum',
      choice: 'Kies een van de mogelijkheden',
      reference: 'Kies een bestaand item',
      image: 'Geen geldige afbeelding (PNG, JPEG of WebP)',
      image_too_large: 'De afbeelding is te groot',
      password_too_short: 'Minimaal 10 tekens',
      too_many: 'Te veel items',
      invalid: 'Geen geldige waarde',
      zipcode: 'Geen geldige postcode (1234 AB)',
      nul: 'Bevat een teken dat niet is toegestaan',
      unique: 'Deze waarde is al in gebruik',
    },
    errors: {
      in_use: 'Dit item is nog in gebruik en kan niet worden verwijderd',
    },
  },
  resources: {
    users: {
      name: 'Gebruiker |||| Gebruikers',
      fields: {
        companyId: 'Bedrijf',
        firstName: 'Voornaam',
        affix: 'Tussenvoegsel',
        lastName: 'Achternaam',
        emailAddress: 'E-mailadres',
        telephone: 'Telefoonnummer',
        roles: 'Rollen',
        active: 'Actief',
        avatar: 'Profielfoto',
        twoFactorEnabled: 'Tweestapsverificatie',
        locationIds: 'Locaties met toegang',
        password: 'Nieuw wachtwoord',
      },
      choices: {
        roles: {
          1: 'Platformbeheerder',
          2: 'Bedrijfsbeheerder',
          3: 'Contractbeheerder',
          4: 'Alleen dashboard',
        },
      },
      help: {
        twoFactorEnabled: 'Kan hier alleen uit; aanzetten doet de gebruiker zelf via Instellingen.',
        locationIds: 'Leeg: toegang tot alle locaties.',
        password: 'Minimaal 10 tekens. Laat leeg om het huidige wachtwoord te houden.',
      },
      errors: {
        platform_role_forbidden: 'Alleen een platformbeheerder kan deze rol toekennen.',
        platform_role_company: 'De rol platformbeheerder is alleen voor gebruikers zonder bedrijf.',
        company_required: 'Een gebruiker zonder bedrijf kan alleen platformbeheerder zijn.',
        deactivate_self: 'Je kunt jezelf niet deactiveren.',
        two_factor_on: 'Tweestapsverificatie zet de gebruiker zelf aan, via Instellingen.',
        own_password: 'Wijzig je eigen wachtwoord via Instellingen.',
        delete_self: 'Je kunt jezelf niet verwijderen.',
      },
      notifications: {
        saved: 'Gebruiker succesvol opgeslagen',
        deleted: 'Gebruiker succesvol verwijderd',
      },
    },
    locations: {
      name: 'Locatie |||| Locaties',
      fields: {
        companyId: 'Bedrijf',
        name: 'Naam',
        address: 'Adres',
        zipcode: 'Postcode',
        city: 'Plaats',
        isMain: 'Hoofdlocatie',
      },
      help: {
        isMain: 'Er is altijd precies één hoofdlocatie; kies je deze, dan is de vorige het niet meer.',
      },
      errors: {
        main_not_deletable:
          'De hoofdlocatie kan niet worden verwijderd. Maak eerst een andere locatie hoofdlocatie.',
        main_required:
          'Er moet een hoofdlocatie zijn. Maak in plaats daarvan een andere locatie hoofdlocatie.',
      },
      confirm_delete: 'De contracten van deze locatie gaan naar de hoofdlocatie.',
      notifications: {
        saved: 'Locatie succesvol opgeslagen',
        deleted: 'Locatie succesvol verwijderd',
      },
    },
    contacts: {
      name: 'Contactpersoon |||| Contactpersonen',
      fields: {
        companyId: 'Bedrijf',
        firstName: 'Voornaam',
        affix: 'Tussenvoegsel',
        lastName: 'Achternaam',
        emailAddress: 'E-mailadres',
        telephone: 'Telefoonnummer',
        function: 'Functie',
        supplier: 'Leverancier',
        notes: 'Notities',
      },
      help: {
        supplier: 'Vul in als deze persoon bij een leverancier werkt.',
      },
      notifications: {
        saved: 'Contactpersoon succesvol opgeslagen',
        deleted: 'Contactpersoon succesvol verwijderd',
      },
    },
    invoices: {
      name: 'Factuur |||| Facturen',
      fields: {
        companyId: 'Bedrijf',
        date: 'Datum',
        number: 'Factuurnummer',
        subtotal: 'Subtotaal',
        vat: 'Btw',
        total: 'Totaal',
        subscription: 'Abonnement',
        periodStart: 'Periode',
        periodEnd: 'Periode tot en met',
        dueDate: 'Vervaldatum',
        planName: 'Pakket',
        buyerName: 'Bedrijf',
        buyerAddress: 'Adres',
        buyerKvkNumber: 'KvK-nummer',
        buyerVatNumber: 'Btw-nummer',
        buyerEmail: 'Factuur-e-mailadres',
      },
    },
    'supplier-types': {
      name: 'Leverancierstype |||| Leverancierstypes',
      fields: {
        name: 'Naam',
        description: 'Omschrijving',
        purchasingAdvice: 'Geschikt voor inkoopadvies',
        specificationFields: 'Specificatievelden',
      },
      specification: {
        label: 'Label',
        fieldType: 'Soort veld',
        required: 'Verplicht',
        options: 'Keuzes',
      },
      choices: {
        fieldType: {
          text: 'Tekst',
          longText: 'Lange tekst',
          number: 'Getal',
          money: 'Bedrag',
          date: 'Datum',
          boolean: 'Ja/nee',
          choice: 'Keuzelijst',
        },
      },
      help: {
        specificationFields: 'Deze velden vul je in bij elk contract met een leverancier van dit type.',
        options: "Alleen bij een keuzelijst: de keuzes, gescheiden door komma's.",
      },
      errors: {
        duplicate_label: 'Dit type heeft al een veld met dit label.',
        options_required: 'Een keuzelijst heeft keuzes nodig.',
      },
      notifications: {
        saved: 'Type succesvol opgeslagen',
        deleted: 'Type succesvol verwijderd',
      },
    },
    suppliers: {
      name: 'Leverancier |||| Leveranciers',
      fields: {
        name: 'Naam',
        supplierType: 'Type',
        website: 'Website',
        emailAddress: 'E-mailadres',
        telephone: 'Telefoonnummer',
        address: 'Adres',
        zipcode: 'Postcode',
        city: 'Plaats',
        kvkNumber: 'KvK-nummer',
      },
      help: {
        kvkNumber: '8 cijfers',
      },
      errors: {
        kvk_number: 'Een KvK-nummer bestaat uit 8 cijfers.',
      },
      notifications: {
        saved: 'Leverancier succesvol opgeslagen',
        deleted: 'Leverancier succesvol verwijderd',
      },
    },
    sponsors: {
      name: 'Sponsor |||| Sponsoren',
      fields: {
        name: 'Naam',
        website: 'Website',
        logo: 'Logo',
        description: 'Omschrijving',
      },
      notifications: {
        saved: 'Sponsor succesvol opgeslagen',
        deleted: 'Sponsor succesvol verwijderd',
      },
    },
    templates: {
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
          invoice_new: 'Nieuwe factuur',
        },
      },
      code_descriptions: {
        contract_end_alert: 'Verstuurd voordat een contract afloopt, zo ver vooruit als de melding aangeeft.',
        contract_notice_alert: 'Verstuurd voordat de opzegtermijn van een contract verstrijkt.',
        contract_manual_alert: 'Verstuurd op de datum van een handmatige melding bij een contract.',
        password_reset: 'Verstuurd wanneer iemand een nieuw wachtwoord aanvraagt.',
        user_welcome: 'Verstuurd aan een nieuwe gebruiker, met een link om een wachtwoord te kiezen.',
        invoice_new:
          'Verstuurd naar het factuur-e-mailadres van een bedrijf bij elke nieuwe factuur, met de factuur als pdf.',
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
        message: 'Tekst van de handmatige melding',
        expiresIn: 'Hoe lang de link geldig is',
      },
      help: {
        content: 'Gebruik alleen de plaatshouders van deze code, bijvoorbeeld {{user.firstName}}.',
        placeholders: 'Klik op een plaatshouder om hem te kopiëren.',
      },
      errors: {
        unknown_placeholder: 'Deze tekst gebruikt een plaatshouder die bij deze code niet bestaat.',
      },
      notifications: {
        saved: 'Template succesvol opgeslagen',
        deleted: 'Template succesvol verwijderd',
        placeholder_copied: 'Plaatshouder gekopieerd naar het klembord',
      },
    },
    companies: {
      name: 'Bedrijf |||| Bedrijven',
      fields: {
        name: 'Naam',
        kvkNumber: 'KvK-nummer',
        vatNumber: 'Btw-nummer',
        address: 'Adres',
        zipcode: 'Postcode',
        city: 'Plaats',
        billingEmail: 'Factuur-e-mailadres',
        iban: 'IBAN',
      },
      help: {
        vatNumber: 'Nederlands btw-nummer, bijv. NL123456782B01',
        billingEmail: 'Facturen worden naar dit adres gestuurd',
      },
      errors: {
        kvk_number: 'Een KvK-nummer heeft 8 cijfers',
        vat_number: 'Geen geldig btw-nummer (NL + 9 cijfers + B + 2 cijfers)',
        iban: 'Geen geldig IBAN',
      },
      notifications: {
        saved: 'Bedrijf succesvol opgeslagen',
        deleted: 'Bedrijf succesvol verwijderd',
      },
    },
    plans: {
      name: 'Pakket |||| Pakketten',
      fields: {
        name: 'Naam',
        monthlyPrice: 'Prijs per maand (excl. btw)',
        maxUsers: 'Maximaal aantal gebruikers',
        maxContracts: 'Maximaal aantal contracten',
        active: 'Beschikbaar',
      },
      help: {
        unlimited: 'Leeg betekent onbeperkt',
        active: 'Alleen beschikbare pakketten kunnen voor een nieuw abonnement gekozen worden',
      },
      notifications: {
        saved: 'Pakket succesvol opgeslagen',
        deleted: 'Pakket succesvol verwijderd',
      },
    },
    subscriptions: {
      name: 'Abonnement |||| Abonnementen',
      fields: {
        companyId: 'Bedrijf',
        plan: 'Pakket',
        startsAt: 'Ingangsdatum',
        endsAt: 'Einddatum',
        cancelledOn: 'Opgezegd op',
      },
      help: {
        endsAt: 'Leeg: het abonnement loopt door',
      },
      errors: {
        ends_before_start: 'De einddatum ligt vóór de ingangsdatum',
        plan_inactive: 'Dit pakket is niet meer beschikbaar',
        overlap: 'Dit bedrijf heeft in deze periode al een abonnement',
      },
      notifications: {
        saved: 'Abonnement succesvol opgeslagen',
        deleted: 'Abonnement succesvol verwijderd',
      },
    },
  },
};
