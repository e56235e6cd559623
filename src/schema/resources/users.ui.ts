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
      password: 'At least 10 characters. Leave empty to keep the current password.',
    },
    errors: {
      platform_role_forbidden: 'Only a platform admin can grant this role.',
      platform_role_company: 'The platform admin role is only for users without a company.',
      company_required: 'A user without a company can only be a platform admin.',
      deactivate_self: 'You cannot deactivate yourself.',
      two_factor_on: 'Users switch on two-factor authentication themselves, under Settings.',
      own_password: 'Change your own password under Settings.',
      delete_self: 'You cannot delete yourself.',
    },
    notifications: {
      saved: 'User saved successfully',
      deleted: 'User deleted successfully',
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
});
