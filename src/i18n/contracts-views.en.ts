/** Texts of the contract list, the contract detail page and the dashboard numbers; contracts-views.nl.ts has exactly these keys. */
export const contractViewMessagesEn = {
  app: {
    contracts: {
      alert_defaults: {
        title: 'Default settings',
        intro: 'What the alerts of a new contract start as; each contract can still change them.',
        notice: 'Alert before the notice deadline',
        end: 'Alert before the end date',
        rule: 'A contract with a notice period gets the alert before the notice deadline; one without, the alert before the end date.',
        saved: 'Default settings saved successfully',
      },
      list: {
        export_file: 'contracts',
        totals: {
          label: 'Total of %{smart_count} contract |||| Total of %{smart_count} contracts',
          without_vat_rate:
            '%{smart_count} without VAT rate not counted |||| %{smart_count} without VAT rate not counted',
        },
        bulk: {
          select: 'Select %{name}',
          select_page: 'Select all contracts on this page',
          selected: '%{smart_count} selected',
          select_all: 'Select all %{smart_count} contracts in this filter',
          all_selected: 'All %{smart_count} contracts in this filter are selected',
          clear: 'Clear selection',
          archive: 'Archive',
          restore: 'Restore',
          owner: 'Change owner',
          receivers: 'Change receivers',
          export: 'Export selection',
          confirm: {
            archive:
              '%{smart_count} contract is archived. An archived contract sends no alerts. |||| %{smart_count} contracts are archived. An archived contract sends no alerts.',
            restore: '%{smart_count} contract is restored. |||| %{smart_count} contracts are restored.',
            owner:
              'The new owner of %{smart_count} contract: |||| The new owner of %{smart_count} contracts:',
            receivers:
              'The receivers of alerts of %{smart_count} contract become: |||| The receivers of alerts of %{smart_count} contracts become:',
          },
          new_owner: 'New owner',
          new_receivers: 'Receivers of alerts',
          done: '%{smart_count} contract changed |||| %{smart_count} contracts changed',
        },
        remove_filter: 'Remove filter “%{name}”',
      },
      detail: {
        not_found: 'Contract not found',
        not_found_text: 'This contract does not exist (any more), or you have no access to it.',
        back_to_list: 'To the contracts',
        edit_section: 'Edit %{section}',
        summary: 'Summary',
        current_ends_at: 'Current end date',
        renewal: 'Tacit renewal',
        alert_advance: '%{period} in advance',
        alert_off: 'Off',
        none: '—',
        units: {
          days: '%{smart_count} day |||| %{smart_count} days',
          months: '%{smart_count} month |||| %{smart_count} months',
        },
        ends_today: 'Ends today',
        documents: {
          title: 'Documents',
          uploaded_by: 'by %{name}',
          found: 'Found in this document:',
        },
        alerts: {
          title: 'Manual alerts',
          add: 'Add alert',
          none: 'No manual alerts.',
          send_on: 'Send on',
          message: 'Message',
          receivers: 'Receivers',
          no_receivers: 'No receivers chosen',
          delete: 'Remove alert of %{date}',
          confirm_delete: 'The alert of %{date} will be removed.',
          added: 'Alert added successfully',
          removed: 'Alert removed successfully',
          edit: 'Change alert of %{date}',
          edit_title: 'Change alert',
          saved: 'Alert saved successfully',
          enabled: 'Send the alert of %{date}',
          disabled: 'Switched off',
          switched_on: 'Alert switched on',
          switched_off: 'Alert switched off',
        },
        deliveries: {
          title: 'Sent alerts',
          none: 'No alerts have been sent yet.',
          kind: {
            end: 'End date %{date}',
            notice: 'Notice deadline %{date}',
            manual: 'Manual alert of %{date}',
          },
          status: {
            queued: 'Queued',
            sending: 'Sending',
            sent: 'Sent %{date}',
            failed: 'Failed',
            kept: 'In the outbox (no mail server)',
            removed: 'No longer in the outbox',
          },
        },
        specifications: {
          title: 'Specifications',
          none: 'This contract has no specifications.',
        },
      },
    },
    dashboard: {
      numbers_title: 'Your contracts at a glance',
      numbers_failed: 'The numbers could not be loaded.',
      numbers: {
        running: 'Active contracts',
        noticeWithin30: 'Notice deadline within 30 days',
        noticeWithin90: 'Notice deadline within 90 days',
        endsWithin30: 'Ending within 30 days',
        endsWithin90: 'Ending within 90 days',
        expiredLast30: 'Expired in the last 30 days',
      },
    },
  },
};
