import { DELIVERY_COUNTRIES } from '@greetly/domain/catalog/countries';
import type { PlaceOrderForm, SavedAddress } from '@greetly/domain/schemas/orders-api';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { controlClass, FieldLabel } from '../../components/forms/field-parts';
import { SelectField } from '../../components/forms/select-field';
import { TextField } from '../../components/forms/text-field';
import type { CheckoutFormInput } from './checkout-values';

/** A saved address in one line, for the choice among them. */
const addressLine = (address: SavedAddress) =>
  [address.name, address.street, address.city, address.country].filter(Boolean).join(', ');

/**
 * Where the gifts go: name, phone, street, city, state and country. The most recent saved
 * address fills it (the form does that); with several saved, the buyer can pick another.
 */
export function AddressFields({
  register,
  errors,
  saved,
  onUseSaved,
}: {
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<PlaceOrderForm['address']> | undefined;
  saved: readonly SavedAddress[];
  onUseSaved: (address: SavedAddress) => void;
}) {
  const choiceId = useId();
  const [chosen, setChosen] = useState('');
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-lg font-bold text-plum">Shipping address</legend>
      {saved.length > 1 && (
        <div className="mb-5">
          <FieldLabel htmlFor={choiceId}>Use a saved address</FieldLabel>
          <div className="relative">
            <select
              id={choiceId}
              value={chosen || (saved[0]?.id ?? '')}
              onChange={(event) => {
                const address = saved.find((each) => each.id === event.target.value);
                setChosen(event.target.value);
                if (address) onUseSaved(address);
              }}
              className={controlClass(false, 'cursor-pointer appearance-none pr-11')}
            >
              {saved.map((address) => (
                <option key={address.id} value={address.id}>
                  {addressLine(address)}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-plum-soft"
            />
          </div>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Recipient’s name"
          autoComplete="name"
          error={errors?.name?.message}
          {...register('address.name')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          error={errors?.phone?.message}
          {...register('address.phone')}
        />
        <TextField
          label="Street address"
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors?.street?.message}
          {...register('address.street')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors?.city?.message}
          {...register('address.city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          error={errors?.state?.message}
          {...register('address.state')}
        />
        <SelectField
          label="Country"
          placeholder="Select a country"
          options={DELIVERY_COUNTRIES}
          autoComplete="country-name"
          className="sm:col-span-2"
          error={errors?.country?.message}
          {...register('address.country')}
        />
      </div>
    </fieldset>
  );
}
