/// PNG module (see its files).
public enum PNGModule {}
