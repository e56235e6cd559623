/** Texts of the offers: the card on a contract's page and the sponsor's form behind its link. */
export const offerMessagesEn = {
  app: {
    offers: {
      card: {
        title: 'Offers',
        opted_out:
          'Receiving offers is off. Turn it on in the contract to receive non-binding offers before the notice deadline.',
        waiting:
          'No request sent yet. From %{days} days before the notice deadline, sponsors receive your request, without your company name.',
        request: {
          open: 'A request is ready; no sponsor has received it yet (notice deadline %{deadline}).',
          sent: 'Request sent to sponsors on %{date}; offers can come in until %{deadline}.',
          offered: 'Offers came in; sponsors can answer until %{deadline}.',
          expired: 'The request expired on its notice deadline, %{deadline}.',
          withdrawn: 'The request was withdrawn: nothing more is shared with sponsors.',
        },
        expired: 'Expired',
        per_year: '%{price} per year',
        difference: '%{difference} compared with now',
        valid_until: 'Valid until %{date}',
        interest: 'Interested',
        decline: 'Not interesting',
        confirm_interest_title: 'Show interest?',
        confirm_interest:
          "%{sponsor} will receive your company's name and the contract owner's contact details to get in touch.",
        confirm_decline_title: 'Not interesting?',
        confirm_decline: 'The offer of %{sponsor} is marked as not interesting. Nothing is shared.',
        interest_done: 'Interest sent: the sponsor will get in touch',
        decline_done: 'Offer marked as not interesting',
        decide_failed: 'Not saved: the contract no longer asks for offers, or something went wrong.',
        shared_title: 'Shared with sponsors',
        shared: {
          request: '%{sponsor} · %{date}: the request (type, specifications, city, dates, yearly value)',
          identity: "%{sponsor} · %{date}: company name and the owner's contact details",
        },
      },
      admin: {
        pdf_after_save: 'Save the offer first; then its PDF can be added here.',
        pdf_saved: 'PDF saved',
      },
      requests: {
        notice_within: 'Notice deadline within',
        days: '%{days} days',
        export_file: 'offer-requests',
        offers_title: 'Offers',
        no_offers: 'No offers yet.',
      },
    },
  },
};
