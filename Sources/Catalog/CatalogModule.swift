/// Catalog: view definitions and their variants, the snapshot plan, record and verify, reports.
///
/// Design: definitions (`Definition/`) become a plan of snapshots (`Plan/`): variants × trait
/// combinations, each with a stable, file-system-safe id. The runner (`Run/`) renders the plan
/// in parallel, isolating failures per snapshot, and compares with references exactly unless a
/// definition asks for a perceptual tolerance. Reports (`Report/`) are JSON, JUnit and an HTML
/// gallery, written atomically into a report directory, never into the references.
///
/// Costs: one rendering and one PNG encode per snapshot; memory holds one image per worker.
public enum CatalogModule {}
