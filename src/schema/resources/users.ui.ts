import PeopleIcon from '@mui/icons-material/People';
import { resourceUi } from '../resource-ui';
import { users } from './users';

export default resourceUi(users, {
  icon: PeopleIcon,
  en: {
    name: 'User |||| Users',
    fields: {
      companyId: 'Company',
      firstName: 'First name',
      affix: 'Affix',
      lastName: 'Last name',
      emailAddress: 'Email address',
      telephone: 'Telephone number',
      roles: 'Roles',
      active: 'Active',
      avatar: 'Profile picture',
      twoFactorEnabled: 'Two-factor authentication',
      locationIds: 'Locations with access',
      password: 'New password',
    },
    choices: {
      roles: {
        1: 'Platform admin',
        2: 'Company admin',
        3: 'Contract manager',
        4: 'Dashboard reader',
      },
    },
    help: {
      twoFactorEnabled: 'Can only be switched off here; users switch it on themselves under Settings.',
      locationIds: 'Empty: access to all locations.',
      password:
        'At least 10 characters. Left empty, a new user chooses a password through the welcome mail, an existing one keeps the current password.',
    },
    errors: {
      platform_role_forbidden: 'Only a platform admin can grant this role.',
      platform_role_company: 'The platform admin role is only for users without a company.',
      company_required: 'A user without a company can only be a platform admin.',
      deactivate_self: 'You cannot deactivate yourself.',
      last_admin: 'This is the company’s last active company admin: make someone else company admin first.',
      outside_locations:
        'You manage the users of your own locations only: choose one or more of your locations.',
      own_locations: 'Your own locations are changed by a company admin with access to all locations.',
      two_factor_on: 'Users switch on two-factor authentication themselves, under Settings.',
      own_password: 'Change your own password under Settings.',
      delete_self: 'You cannot delete yourself.',
      hand_over_first:
        'This user still owns, is an internal contact of or receives alerts of contracts: hand those over to a successor first.',
      successor_invalid:
        'Choose an active colleague of the same company who is a company admin or contract manager.',
      successor_required: 'Some contracts would warn nobody: choose a successor.',
    },
    notifications: {
      deactivated: 'User deactivated successfully',
    },
    // The dialog of deleting or deactivating a user (docs/requirements.md#roles-and-access).
    hand_over: {
      owner: 'owner of %{smart_count} contract |||| owner of %{smart_count} contracts',
      internal_contact:
        'internal contact of %{smart_count} contract |||| internal contact of %{smart_count} contracts',
      receiver:
        'receiver of alerts of %{smart_count} contract |||| receiver of alerts of %{smart_count} contracts',
      none: 'This user owns no contracts, is no internal contact and receives no alerts.',
      successor: 'Successor',
      with_successor:
        '%{name} becomes the owner of these contracts and takes their place as internal contact and receiver of alerts.',
      without_successor:
        'Without a successor the user is only removed from the contracts: alerts go to the other receivers, else to the owner.',
      ownerless:
        '%{smart_count} contract is left without an owner. |||| %{smart_count} contracts are left without an owner.',
      unwarned:
        '%{smart_count} contract would warn nobody: choose a successor. |||| %{smart_count} contracts would warn nobody: choose a successor.',
      deactivate_now: 'The user is deactivated at once; other changes in this form are not saved.',
    },
    // Taking the company-admin role off one's own account.
    own_admin_role: {
      title: 'Give up your admin role?',
      text: 'You are taking the company admin role away from yourself; afterwards you can no longer manage users or the subscription.',
      confirm: 'Give up the role',
    },
  },
  nl: {
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
      password:
        'Minimaal 10 tekens. Leeg laten: een nieuwe gebruiker kiest zelf een wachtwoord via de welkomstmail, een bestaande houdt het huidige.',
    },
    errors: {
      platform_role_forbidden: 'Alleen een platformbeheerder kan deze rol toekennen.',
      platform_role_company: 'De rol platformbeheerder is alleen voor gebruikers zonder bedrijf.',
      company_required: 'Een gebruiker zonder bedrijf kan alleen platformbeheerder zijn.',
      deactivate_self: 'Je kunt jezelf niet deactiveren.',
      last_admin:
        'Dit is de laatste actieve bedrijfsbeheerder van het bedrijf: maak eerst iemand anders bedrijfsbeheerder.',
      outside_locations:
        'Je beheert alleen de gebruikers van je eigen locaties: kies een of meer van jouw locaties.',
      own_locations: 'Je eigen locaties wijzigt een bedrijfsbeheerder met toegang tot alle locaties.',
      two_factor_on: 'Tweestapsverificatie zet de gebruiker zelf aan, via Instellingen.',
      own_password: 'Wijzig je eigen wachtwoord via Instellingen.',
      delete_self: 'Je kunt jezelf niet verwijderen.',
      hand_over_first:
        'Deze gebruiker is nog eigenaar, interne contactpersoon of ontvanger van meldingen van contracten: draag die eerst over aan een opvolger.',
      successor_invalid:
        'Kies een actieve collega van hetzelfde bedrijf met de rol bedrijfsbeheerder of contractbeheerder.',
      successor_required: 'Sommige contracten zouden niemand meer waarschuwen: kies een opvolger.',
    },
    notifications: {
      deactivated: 'Gebruiker succesvol gedeactiveerd',
    },
    hand_over: {
      owner: 'eigenaar van %{smart_count} contract |||| eigenaar van %{smart_count} contracten',
      internal_contact:
        'interne contactpersoon van %{smart_count} contract |||| interne contactpersoon van %{smart_count} contracten',
      receiver:
        'ontvanger van meldingen van %{smart_count} contract |||| ontvanger van meldingen van %{smart_count} contracten',
      none: 'Deze gebruiker is geen eigenaar, interne contactpersoon of ontvanger van meldingen van contracten.',
      successor: 'Opvolger',
      with_successor:
        '%{name} wordt eigenaar van deze contracten en neemt de plaats in als interne contactpersoon en ontvanger van meldingen.',
      without_successor:
        'Zonder opvolger verdwijnt de gebruiker alleen uit de contracten: meldingen gaan naar de overige ontvangers, anders naar de eigenaar.',
      ownerless:
        '%{smart_count} contract blijft zonder eigenaar. |||| %{smart_count} contracten blijven zonder eigenaar.',
      unwarned:
        '%{smart_count} contract zou niemand meer waarschuwen: kies een opvolger. |||| %{smart_count} contracten zouden niemand meer waarschuwen: kies een opvolger.',
      deactivate_now:
        'De gebruiker wordt meteen gedeactiveerd; andere wijzigingen in dit formulier worden niet opgeslagen.',
    },
    own_admin_role: {
      title: 'Beheerdersrol afnemen?',
      text: 'Je neemt jezelf de beheerdersrol af; daarna kun je gebruikers en het abonnement niet meer beheren.',
      confirm: 'Rol afnemen',
    },
  },
});
