import { Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Product } from '../../../shared/catalog/product.schema';
import { formatMoney } from '../../../shared/format/money';
import { imageSrcSet, imageVariantUrl } from '../../../shared/images/image-variants';
import { paths } from '../../paths';
import { Badge } from '../../ui/badge';
import { Button, buttonStyles } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { AdminScreenProps } from '../common/admin-screen';
import { ListPage } from '../common/list-page';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { ProductSearch } from './product-search';
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

export function ProductsPage({ title }: AdminScreenProps) {
  // The search lives in the URL (?q=), so Back returns to it after editing a product.
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const setQ = useCallback(
    // Each pause in typing is not a page of its own in the history.
    (next: string) => setSearchParams(next ? { q: next } : {}, { replace: true }),
    [setSearchParams],
  );
  const products = useAdminProducts(q);
  const deletion = useConfirmDelete<Product>(useDeleteProduct(), {
    title: 'Delete product',
    question: CONFIRM_DELETE_PRODUCT,
    deleted: PRODUCT_DELETED,
    failed: FAILED_TO_DELETE_PRODUCT,
  });

  return (
    <ListPage
      title={title}
      description={
        q
          ? 'Products matching the search, best match first; out of stock ones last.'
          : 'Every product, including those out of stock, newest first.'
      }
      actions={
        <Link to={paths.admin.newProduct} className={buttonStyles()}>
          <Plus aria-hidden="true" className="size-4" />
          Add Product
        </Link>
      }
      query={products}
      texts={{
        loading: 'Loading products',
        failed: FAILED_TO_LOAD_PRODUCTS,
        empty: q ? `No products found for "${q}".` : 'No products yet',
        emptyHint: q ? 'Try another word.' : 'Add your first product to start selling.',
      }}
      emptyIcon={Package}
      layout="tiles"
      wide
      listLabel="Products"
      beforeList={<ProductSearch value={q} onChange={setQ} />}
      renderItem={(product) => (
        <ProductTile product={product} onDelete={() => deletion.ask(product)} />
      )}
    >
      <ConfirmDialog {...deletion.dialog} />
    </ListPage>
  );
}
