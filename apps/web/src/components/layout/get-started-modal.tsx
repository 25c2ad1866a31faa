import { Gift, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../dialogs/dialog';

interface Choice {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
}

const CHOICES: Choice[] = [
  {
    title: 'User',
    text: 'Create and personalise heartfelt cards, share memories and send messages that matter.',
    to: '/create-template',
    icon: <Gift aria-hidden="true" className="size-7" />,
  },
  {
    title: 'Vendor',
    text: 'Sell your creative products, manage orders and reach new customers through the marketplace.',
    to: '/vendorsignup',
    icon: <Store aria-hidden="true" className="size-7" />,
  },
];

/** 'Continue as': the role choice behind every Get Started button. */
export function GetStartedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} title="Continue as">
      <ul className="grid gap-4 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <li key={choice.title}>
            <button
              type="button"
              onClick={() => {
                onClose();
                navigate(choice.to);
              }}
              className="group flex h-full w-full flex-col items-start gap-3 rounded-2xl border-2 border-line bg-white p-5 text-left transition hover:-translate-y-0.5 hover:border-rose hover:shadow-lift"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-blush text-rose-dark group-hover:bg-rose group-hover:text-white">
                {choice.icon}
              </span>
              <span className="font-display text-xl font-bold">{choice.title}</span>
              <span className="text-sm text-plum-soft">{choice.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
