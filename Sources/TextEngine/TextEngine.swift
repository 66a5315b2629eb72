/// TextEngine module (see its files).
public enum TextEngineModule {}
