/**
 * What each event's `data` holds (decision 140): ids a PMS can look up through the integration API, the
 * hotel's reservation number, and no personal data of the guest (a webhook body leaves our systems and is
 * kept in the delivery log).
 */
export type WebhookEventData = {
  'guest.completed': {
    reservationId: string;
    reservationNumber: string;
    guestId: string;
    fnrhId: string;
    /** false the first time the guest finished the form; true when a finished form was sent again. */
    isUpdate: boolean;
  };
  'guest_list.finished': {
    reservationId: string;
    reservationNumber: string;
    finishedAt: string;
    guestCount: number;
  };
  'guest.documents_replaced': {
    reservationId: string;
    reservationNumber: string;
    guestId: string;
    fnrhId: string;
  };
  'payment.guarantee_registered': {
    reservationId: string;
    reservationNumber: string;
    orderId: string;
    chargeId: string;
    paymentId: string;
    /** The payment's type as POST /api/payment/pay names it: a card's (authorized), or 'pay_at_hotel'. */
    method: string;
    amountCents: number;
  };
  'reservation.cancelled': {
    reservationId: string;
    reservationNumber: string;
    cancelledAt: string;
  };
};
