/** The words beside the account forms (the illustration panel on wide screens). */
export const GIFTER_PANEL = {
  title: 'Every celebration deserves a card made just for them.',
  points: [
    'Personalise cards with photos, music and your own voice',
    'Schedule them to arrive on the very day',
    'Keep every card you send in one place',
  ],
};

export const PASSWORD_PANEL = {
  title: 'Your cards and memories stay safe with us.',
  points: [
    'Reset links work once and expire after a short while',
    'Changing your password signs out your other devices',
    'We never send your password by e-mail',
  ],
};
