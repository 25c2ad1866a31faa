/**
 * The links a card mail carries to stop cards. The footer's links open the confirmation page
 * (/stop-cards); List-Unsubscribe names the API's one-click URL, which a mail client posts to.
 */
export function optOutLinks(publicUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    stopSender: `${publicUrl}/stop-cards?${query}&scope=sender`,
    stopAll: `${publicUrl}/stop-cards?${query}&scope=all`,
    // The client's "Unsubscribe" sits beside the product's name (the From): it stops every card.
    oneClick: `${publicUrl}/api/optouts/one-click?${query}&scope=all`,
  };
}
