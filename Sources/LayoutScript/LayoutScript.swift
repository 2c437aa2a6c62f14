import Layout
// Placeholder until the script layer lands.
public enum LayoutScriptModule {}
