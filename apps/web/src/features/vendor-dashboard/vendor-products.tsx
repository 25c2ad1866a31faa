import type { ProductStatus, ShopStatus, VendorProduct } from '@greetly/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PackagePlus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAlert } from '../../components/dialogs/alert';
import { FormError } from '../../components/forms/form-banner';
import { Button, ButtonLink } from '../../components/ui/button';
import { requestFailureMessage } from '../session/account-errors';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductRow } from './product-row';
import { statusNotice } from './product-status';
import {
  changeProductStatus,
  deleteProduct,
  fetchVendorProducts,
  VENDOR_PRODUCTS_KEY,
} from './vendor-api';

/** What the product editor hands back to the dashboard: what was just saved. */
export interface DashboardNotice {
  notice: string;
}

function noticeOf(state: unknown): string {
  const notice = (state as Partial<DashboardNotice> | null)?.notice;
  return typeof notice === 'string' ? notice : '';
}

/** The shop's products in every state, with what can be done to each; newest first. */
export function VendorProducts({ shopStatus }: { shopStatus: ShopStatus | null }) {
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => noticeOf(location.state));
  const [deleting, setDeleting] = useState<VendorProduct | null>(null);
  const products = useQuery({
    queryKey: VENDOR_PRODUCTS_KEY,
    queryFn: ({ signal }) => fetchVendorProducts(signal),
  });

  // The editor's notice is shown once: a reload or a return here later does not repeat it.
  useEffect(() => {
    if (noticeOf(location.state)) void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);

  const replace = (changed: VendorProduct) =>
    queryClient.setQueryData<VendorProduct[]>(VENDOR_PRODUCTS_KEY, (list) =>
      list?.map((product) => (product.id === changed.id ? changed : product)),
    );

  const move = useMutation({
    mutationFn: ({ product, to }: { product: VendorProduct; to: ProductStatus }) =>
      changeProductStatus(product.id, to),
    onSuccess: (changed) => {
      replace(changed);
      setNotice(statusNotice(changed.title, changed.status));
    },
    onError: (error) => showAlert(requestFailureMessage(error)),
  });

  const remove = useMutation({
    mutationFn: (product: VendorProduct) => deleteProduct(product.id),
    onSuccess: (_answer, product) => {
      setDeleting(null);
      queryClient.setQueryData<VendorProduct[]>(VENDOR_PRODUCTS_KEY, (list) =>
        list?.filter((candidate) => candidate.id !== product.id),
      );
      setNotice(`“${product.title}” is deleted.`);
    },
    onError: (error) => {
      setDeleting(null);
      showAlert(requestFailureMessage(error));
    },
  });

  const list = products.data;
  return (
    <section
      aria-labelledby="products-heading"
      className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="products-heading" className="font-display text-2xl font-bold text-plum">
          Products
        </h2>
        {list && list.length > 0 && (
          <ButtonLink to="/vendordashboard/products/new" size="sm">
            <Plus aria-hidden="true" className="size-4" />
            Add a product
          </ButtonLink>
        )}
      </div>
      <p
        role="status"
        className={
          notice
            ? 'mt-4 rounded-2xl border border-mint/40 bg-mint-light px-4 py-3 text-sm font-medium text-plum'
            : 'sr-only'
        }
      >
        {notice}
      </p>
      {products.isPending && <p className="mt-4 min-h-40 text-plum-soft">Loading your products…</p>}
      {products.isError && (
        <div className="mt-4 space-y-4">
          <FormError message={requestFailureMessage(products.error)} />
          <Button variant="secondary" onClick={() => void products.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {list && list.length === 0 && (
        <div className="mt-6 flex flex-col items-center rounded-2xl border-2 border-dashed border-line bg-cream px-6 py-10 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-blush text-rose-dark">
            <PackagePlus aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-4 font-display text-xl font-bold text-plum">No products yet</p>
          <p className="mt-1 max-w-md text-plum-soft">
            Add your first gift with its photos, price and where you deliver. It stays a draft until
            you publish it.
          </p>
          <ButtonLink to="/vendordashboard/products/new" className="mt-6">
            <Plus aria-hidden="true" className="size-5" />
            Add a product
          </ButtonLink>
        </div>
      )}
      {list && list.length > 0 && (
        <ul className="mt-6 grid gap-3">
          {list.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              shopStatus={shopStatus}
              isBusy={move.isPending || remove.isPending}
              onMove={(chosen, to) => move.mutate({ product: chosen, to })}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteProductDialog
          product={deleting}
          isDeleting={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
