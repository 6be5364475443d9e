import { Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Product } from '../../../shared/catalog/product.schema';
import { formatMoney } from '../../../shared/format/money';
import { imageSrcSet, imageVariantUrl } from '../../../shared/images/image-variants';
import { paths } from '../../paths';
import { Badge } from '../../ui/badge';
import { Button, buttonStyles } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../common/page-header';
import { EmptyState, ErrorState, LoadingState } from '../common/query-states';
import { useErrorToast } from '../common/use-error-toast';
import { useAdminProducts, useDeleteProduct } from './queries';

export const FAILED_TO_LOAD_PRODUCTS = 'Failed to load products';
export const CONFIRM_DELETE_PRODUCT = 'Are you sure you want to delete this product?';
export const PRODUCT_DELETED = 'Product deleted successfully';
export const FAILED_TO_DELETE_PRODUCT = 'Failed to delete product';

function ProductTile({ product, onDelete }: { product: Product; onDelete: () => void }) {
  return (
    <Card className="flex h-full flex-col">
      <div className="relative">
        <img
          src={imageVariantUrl(product.imageUrl, 400)}
          srcSet={imageSrcSet(product.imageUrl)}
          sizes="(min-width: 1280px) 20vw, (min-width: 640px) 33vw, 100vw"
          alt={product.name}
          loading="lazy"
          decoding="async"
          width={400}
          height={500}
          className="aspect-[4/5] w-full bg-surface object-cover"
        />
        <Badge tone={product.inStock ? 'green' : 'red'} className="absolute top-2 left-2">
          {product.inStock ? 'In Stock' : 'Out of Stock'}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold break-words">{product.name}</h2>
        <p className="line-clamp-2 text-sm text-muted">{product.description}</p>
        <p className="mt-auto font-semibold tabular-nums">{formatMoney(product.priceCents)}</p>
        <div className="flex gap-2 pt-1">
          <Link
            to={paths.admin.editProduct(product.id)}
            aria-label={`Edit ${product.name}`}
            className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'flex-1' })}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Link>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${product.name}`}
            onClick={onDelete}
            className="text-accent hover:bg-accent-soft"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function ProductsPage() {
  const products = useAdminProducts();
  const deleteProduct = useDeleteProduct();
  const [toDelete, setToDelete] = useState<Product | null>(null);
  useErrorToast(products.error, FAILED_TO_LOAD_PRODUCTS);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteProduct.mutate(toDelete.id, {
      onSuccess: () => toast.success(PRODUCT_DELETED),
      onError: (error) => {
        console.error('Product delete failed', error);
        toast.error(FAILED_TO_DELETE_PRODUCT);
      },
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Products"
        description="Every product, including those out of stock, newest first."
        actions={
          <Link to={paths.admin.newProduct} className={buttonStyles()}>
            <Plus aria-hidden="true" className="size-4" />
            Add Product
          </Link>
        }
      />
      {products.isPending ? (
        <LoadingState label="Loading products" />
      ) : products.isError ? (
        <ErrorState
          title={FAILED_TO_LOAD_PRODUCTS}
          error={products.error}
          onRetry={() => void products.refetch()}
        />
      ) : products.data.length === 0 ? (
        <EmptyState icon={Package} title="No products yet">
          <p className="text-sm text-muted">Add your first product to start selling.</p>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.data.map((product) => (
            <li key={product.id}>
              <ProductTile product={product} onDelete={() => setToDelete(product)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deleteProduct.isPending) setToDelete(null);
        }}
        title="Delete product"
        description={CONFIRM_DELETE_PRODUCT}
        onConfirm={confirmDelete}
        pending={deleteProduct.isPending}
      />
    </div>
  );
}
