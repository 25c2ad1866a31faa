import { UpcomingPage } from '../../components/layout/upcoming-page';

export default function CheckoutPage() {
  return <UpcomingPage title="Checkout" lead="Delivery, payment and your order summary." />;
}
