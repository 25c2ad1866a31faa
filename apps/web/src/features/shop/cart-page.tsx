import { UpcomingPage } from '../../components/layout/upcoming-page';

export default function CartPage() {
  return (
    <UpcomingPage
      title="Your Cart"
      lead="Gifts you add from the marketplace will wait for you here."
    />
  );
}
