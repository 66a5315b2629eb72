/// Catalog module (see its files).
public enum CatalogModule {}
