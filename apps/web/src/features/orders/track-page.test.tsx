import { ORDER_NOT_FOUND_MESSAGE, ORDER_NUMBER_MESSAGE } from '@greetly/domain/schemas/orders-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, fill } from '../../testing/form-queries';
import { renderApp, renderPage, signedInAs, stubApi } from '../../testing/render-page';
import { paidOrder } from './test-fixtures';
import TrackPage, { TOO_MANY_TRIES_MESSAGE } from './track-page';

/** What tracking shows someone not signed in (no address, phone or payment details). */
function trackedAnswer() {
  const { number, status, createdAt, paidAt, deliveryOption, deliverOn, totalKobo, history } =
    paidOrder();
  const shipments = paidOrder().shipments.map(
    ({ shopName, status, dispatchNote, trackingUrl, refundStatus, lines }) => ({
      shopName,
      status,
      dispatchNote,
      trackingUrl,
      refundStatus,
      lines,
    }),
  );
  return {
    body: {
      success: true,
      order: {
        number,
        status,
        createdAt,
        paidAt,
        deliveryOption,
        deliverOn,
        totalKobo,
        history,
        shipments,
      },
    },
  };
}

const orderNumber = () => screen.getByLabelText('Order number');
const email = () => screen.getByLabelText('Email');
const submit = () => screen.getByRole('button', { name: 'Track order' });

describe('tracking an order without signing in', () => {
  it('says what is missing or wrong before asking the server', async () => {
    const api = stubApi();
    const { user } = renderPage(<TrackPage />);
    await user.click(submit());
    expect(await screen.findByText(ORDER_NUMBER_MESSAGE)).toBeInTheDocument();
    expect(errorOf(email())).toBe('Enter the e-mail address the order was placed with');
    expect(orderNumber()).toHaveFocus();

    await fill(user, orderNumber(), 'order 12');
    await fill(user, email(), 'amara@');
    await user.click(submit());
    await waitFor(() => expect(errorOf(email())).toBe('Enter a valid email'));
    expect(errorOf(orderNumber())).toBe(ORDER_NUMBER_MESSAGE);
    expect(api.calls).toEqual([]);
  });

  it('shows the order’s shops and timeline, and moves focus to it', async () => {
    const api = stubApi({ 'POST /api/orders/track': trackedAnswer() });
    const { user } = renderPage(<TrackPage />);
    await fill(user, orderNumber(), 'gr-000123');
    await fill(user, email(), 'amara@example.com');
    await user.click(submit());

    const heading = await screen.findByRole('heading', { name: 'Order GR-000123' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.calls[0]?.body).toEqual({ orderNumber: 'gr-000123', email: 'amara@example.com' });
    const [cakes, roses] = screen.getAllByTestId('shipment') as [HTMLElement, HTMLElement];
    expect(within(cakes).getByText('Waiting for the shop')).toBeInTheDocument();
    expect(within(roses).getByText('On its way')).toBeInTheDocument();
    expect(within(roses).getByText('Blush Roses')).toBeInTheDocument();
    const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[3]).toHaveTextContent('Petal & Stem: On its way');
    expect(screen.queryByText('12 Admiralty Way')).toBeNull();
  });

  it('says the same words for a wrong number or e-mail', async () => {
    stubApi({
      'POST /api/orders/track': {
        status: 404,
        body: { success: false, code: 'not_found', message: ORDER_NOT_FOUND_MESSAGE },
      },
    });
    const { user } = renderPage(<TrackPage />);
    await fill(user, orderNumber(), 'GR-000124');
    await fill(user, email(), 'amara@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_NOT_FOUND_MESSAGE);
    expect(screen.queryByRole('heading', { name: /Order GR/ })).toBeNull();
  });

  it('says plainly when there were too many tries', async () => {
    stubApi({
      'POST /api/orders/track': {
        status: 429,
        body: { success: false, code: 'rate_limited', message: 'Too many requests' },
      },
    });
    const { user } = renderPage(<TrackPage />);
    await fill(user, orderNumber(), 'GR-000124');
    await fill(user, email(), 'amara@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_TRIES_MESSAGE);
  });

  it('points a signed-in buyer to their orders', async () => {
    stubApi({ ...signedInAs(), 'GET /api/cards': { body: { success: true, cards: [] } } });
    renderApp('/track');
    expect(await screen.findByRole('link', { name: 'your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard#orders',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Track your order');
  });

  it('is where the footer’s Track Items leads', async () => {
    stubApi();
    renderApp('/track');
    const support = await screen.findByRole('navigation', { name: 'Support' });
    expect(within(support).getByRole('link', { name: 'Track Items' })).toHaveAttribute(
      'href',
      '/track',
    );
    expect(screen.queryByRole('link', { name: 'your dashboard' })).toBeNull();
  });
});
