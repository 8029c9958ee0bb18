/// ViewInspector's namespace for its helpers: test code extends it (`Inspector.TestValue`).
public enum Inspector {}
