import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../layout/PageTitleContext';

/** Any address the app does not know (react-admin's catch-all, inside the layout). */
const NotFoundPage = () => {
  const translate = useTranslate();
  usePageTitle(translate('app.not_found.title'));
  return (
    <Box sx={{ textAlign: 'center', mt: 8 }}>
      <Typography variant="h4" component="h2" gutterBottom>
        404
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.not_found.text')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {translate('app.not_found.home')}
      </Button>
    </Box>
  );
};

export default NotFoundPage;
