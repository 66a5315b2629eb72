/// DesignSystem module (see its files).
public enum DesignSystemModule {}
