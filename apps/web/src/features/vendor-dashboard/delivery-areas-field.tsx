import { DELIVERY_COUNTRIES, PRODUCT_DELIVERY_AREAS_MAX } from '@greetly/domain';
import { CircleAlert, MapPinPlus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { SelectField } from '../../components/forms/select-field';
import { TextField } from '../../components/forms/text-field';
import { Button } from '../../components/ui/button';
import type { ProductFormValues } from './product-form-values';

/**
 * Where the gift can be delivered: rows of a country (the spec's list) and a city in it; an
 * empty city means anywhere in that country.
 */
export function DeliveryAreasField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'deliveryAreas' });
  const hintId = useId();
  const errorId = useId();
  // The list's own message (none added, one listed twice), apart from its rows'.
  const listError = errors.deliveryAreas?.message ?? errors.deliveryAreas?.root?.message;

  return (
    <fieldset className="min-w-0" aria-describedby={listError ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-semibold text-plum">Delivery areas</legend>
      <p id={hintId} className="mt-1 text-sm text-plum-soft">
        Where you can deliver this gift. Leave the city empty to deliver anywhere in the country.
      </p>
      <ol className="mt-3 space-y-3">
        {fields.map((area, index) => {
          const rowErrors = errors.deliveryAreas?.[index];
          const number = index + 1;
          return (
            <li
              key={area.id}
              className="grid gap-3 rounded-2xl bg-cream p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
              data-testid="delivery-area"
            >
              <SelectField
                label={`Country ${number}`}
                placeholder="Choose a country"
                options={DELIVERY_COUNTRIES}
                error={rowErrors?.country?.message}
                {...register(`deliveryAreas.${index}.country`)}
              />
              <TextField
                label={`City ${number}`}
                placeholder="Anywhere in the country"
                autoComplete="off"
                error={rowErrors?.city?.message}
                {...register(`deliveryAreas.${index}.city`)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-end text-rose-dark sm:mt-8"
                onClick={() => remove(index)}
                aria-label={`Remove delivery area ${number}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sm:sr-only">Remove</span>
              </Button>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm text-rose-dark">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{listError}</span>
        </p>
      )}
      {fields.length < PRODUCT_DELIVERY_AREAS_MAX && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => append({ country: '', city: '' })}
        >
          <MapPinPlus aria-hidden="true" className="size-4" />
          Add a delivery area
        </Button>
      )}
    </fieldset>
  );
}
