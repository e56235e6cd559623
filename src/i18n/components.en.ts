/** Texts of the shared components and the generated views (app.components.*, app.views.*). */
export const componentMessagesEn = {
  app: {
    components: {
      day: { placeholder: 'dd-mm-yyyy', choose: 'Choose a date' },
      search: { clear: 'Clear search' },
      pagination: {
        label: 'Pagination',
        range: '%{from}–%{to} of %{total}',
        page: 'Page %{page}',
        first: 'First page',
        previous: 'Previous page',
        next: 'Next page',
        last: 'Last page',
      },
    },
    views: {
      create: 'Add',
      actions: 'Actions',
      filters: 'Filters',
      sort_by: 'Sort by',
      sort_ascending: 'Sort ascending',
      sort_descending: 'Sort descending',
      filters_active: 'Filters (%{count})',
      filter_remove: 'Remove filter ‘%{filter}’',
      create_title: 'Add %{name}',
      edit_title: 'Edit %{name}',
      empty: 'There are no %{name} yet.',
      company: 'Company',
      yes: 'Yes',
      no: 'No',
      password_confirmation: 'Repeat password',
      image_choose: 'Choose image',
      image_remove: 'Remove',
      image_invalid: 'Choose a PNG, JPEG or WebP image.',
      users: {
        super_login: 'Log in as',
        super_login_inactive: 'This user is inactive: activate them first to log in as them.',
        two_factor_can_disable: 'It can only be switched off here; users switch it on themselves.',
        two_factor_off_here: 'Users switch two-factor authentication on themselves in their settings.',
      },
      templates: {
        copied: 'Placeholder copied to clipboard',
        click_to_copy: 'Click a placeholder to copy it.',
        choose_code: 'Choose a code first to see the available placeholders.',
      },
    },
  },
};
