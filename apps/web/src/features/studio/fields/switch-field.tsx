import { type ReactNode, useId } from 'react';

/** A labelled on/off switch (role="switch"); Space and Enter toggle it like any button. */
export function SwitchField({
  label,
  description,
  checked,
  onToggle,
  icon,
}: {
  label: string;
  description: string;
  checked: boolean;
  onToggle: () => void;
  icon: ReactNode;
}) {
  const id = useId();
  return (
    <div
      className={`flex items-center gap-3 rounded-2xl border-2 p-3 transition sm:p-4 ${
        checked ? 'border-rose bg-blush/60' : 'border-line bg-white'
      }`}
    >
      <span
        aria-hidden="true"
        className={`grid size-10 shrink-0 place-items-center rounded-full ${
          checked ? 'bg-rose text-white' : 'bg-cream-deep text-rose-dark'
        }`}
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block cursor-pointer font-semibold text-plum">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm leading-snug text-plum-soft">
          {description}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-description`}
        onClick={onToggle}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition ${
          checked ? 'bg-rose' : 'bg-plum-soft/50'
        }`}
      >
        <span
          aria-hidden="true"
          className={`size-5 rounded-full bg-white shadow transition ${
            checked ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </button>
    </div>
  );
}
