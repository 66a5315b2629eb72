/// CatalogUI module (see its files).
public enum CatalogUIModule {}
