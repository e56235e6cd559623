import LanguageIcon from '@mui/icons-material/Language';
import { MenuItem, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES, type Locale, storeLocale } from '../i18n/i18nProvider';

/** nl / en switch; the choice is kept across visits and sign-outs (see i18nProvider). */
export const LocaleSwitch = () => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={locale}
      onChange={(event) => {
        const next = event.target.value as Locale;
        storeLocale(next);
        setLocale(next);
      }}
      slotProps={{
        htmlInput: { 'aria-label': translate('app.layout.language') },
        input: { disableUnderline: true, startAdornment: <LanguageIcon fontSize="small" sx={{ mr: 0.5 }} /> },
      }}
      // maxWidth: react-admin's theme makes inputs 100% wide on a phone, which pushed the top bar wide.
      sx={{ flex: '0 0 auto', width: 84, maxWidth: 84, '& .MuiSelect-select': { py: 0.5 } }}
    >
      {LOCALES.map((code) => (
        <MenuItem key={code} value={code}>
          {code.toUpperCase()}
        </MenuItem>
      ))}
    </TextField>
  );
};
